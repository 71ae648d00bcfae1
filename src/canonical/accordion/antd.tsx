import { Collapse, Typography } from 'antd';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdAccordion({ params }: RendererProps<Params>) {
  const labels = params.sections.map((s) => s.label);
  const { selected, replace } = useLabelSet('expanded', labels);
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <Collapse
        accordion={!params.multiple}
        activeKey={selected}
        onChange={(keys) => replace(([] as string[]).concat(keys))}
        destroyOnHidden
        items={params.sections.map((s) => ({ key: s.label, label: s.label, children: <p style={{ margin: 0 }}>{s.body}</p> }))}
      />
    </div>
  );
}
