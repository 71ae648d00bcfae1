import { Checkbox, theme } from 'antd';
import { useLabelSet } from '../../env/kit/labelSet';
import { LIST_HEIGHT } from '../../env/kit/listBox';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdCheckList({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('values', params.options);
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span>{params.label}</span>
      <div style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto', border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: '4px 12px' }}>
        <Checkbox.Group value={selected} onChange={(v) => replace(v as string[])} style={{ display: 'flex', flexDirection: 'column' }}>
          {params.options.map((o) => <Checkbox key={o} value={o} style={{ padding: '8px 0' }}>{o}</Checkbox>)}
        </Checkbox.Group>
      </div>
    </div>
  );
}
