import { Input } from 'antd';
import { useMemo } from 'react';
import { useIMask } from 'react-imask';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { formatRaw, imaskOptions } from './mask';

/**
 * react-imask's hook on the native element of antd's Input. The Input shows the mask's own value:
 * antd inputs are always controlled internally, so the mask's edits must flow back as their value.
 */
export default function AntdMaskedInput({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string>('value');
  const options = useMemo(() => imaskOptions(params.pattern), [params.pattern]);
  const mask = useIMask<HTMLInputElement>(options, {
    defaultValue: value,
    onAccept: (_v, m) => setValue(formatRaw(params.pattern, m.unmaskedValue)),
  });
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Input
          id={id}
          value={mask.value}
          placeholder={params.placeholder}
          autoComplete="off"
          ref={(r) => { mask.ref.current = r?.input ?? null; }}
        />
      )}
    </AntdLabelAbove>
  );
}
