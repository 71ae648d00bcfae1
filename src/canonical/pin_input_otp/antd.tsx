import { Input, Typography } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdPinInput({ params }: RendererProps<Params>) {
  const [code, setCode] = useField<string>('code');
  return (
    <AntdLabelAbove label={params.label}>
      {({ labelId }) => (
        <>
          <Typography.Text type="secondary">{params.hint}</Typography.Text>
          <Input.OTP
            aria-labelledby={labelId}
            length={params.length}
            defaultValue={code}
            formatter={(s) => s.toUpperCase().replace(params.charset === 'digits' ? /[^0-9 ]/g : /[^A-Z0-9 ]/g, '')}
            onInput={(cells) => setCode(cells.join(''))}
          />
        </>
      )}
    </AntdLabelAbove>
  );
}
