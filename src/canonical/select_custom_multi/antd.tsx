import { Select } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdMultiSelect({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('values', params.options);
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Select
          id={id}
          mode="multiple"
          value={selected}
          placeholder="Select…"
          onChange={(v: string[]) => replace(v)}
          options={params.options.map((o) => ({ value: o, label: o }))}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
