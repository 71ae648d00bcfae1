import { Card, Checkbox, Input, Listy, Radio, Typography } from 'antd';
import type { RendererProps } from '../../env/kit/types';
import { LIST_HEIGHT, useListSelection } from '../../env/kit/virtualList';
import type { ListItem } from '../../env/kit/virtualItems';
import type { Params } from './family';

/** antd's Listy with `virtual`: only the rows in view are in the DOM; each row a Checkbox or Radio with its detail beside it. */
export default function AntdVirtualList({ params }: RendererProps<Params>) {
  const s = useListSelection(params);
  const Control = params.multiple ? Checkbox : Radio;
  return (
    <Card size="small" styles={{ body: { padding: 0 } }}>
      {params.searchBox && (
        <div style={{ padding: 8, borderBottom: '1px solid var(--ant-color-split)' }}>
          <Input allowClear placeholder={`Search ${s.noun}`} value={s.query} onChange={(e) => s.setQuery(e.target.value)} />
        </div>
      )}
      <Listy<ListItem>
        virtual
        height={LIST_HEIGHT}
        items={s.shown}
        rowKey="key"
        // One line per row, without separators: Listy's own item height, which its scroll mapping assumes for rows not yet measured.
        styles={{ item: { borderBottom: 'none' } }}
        itemRender={(item) => (
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, whiteSpace: 'nowrap' }}>
            <Control checked={s.isSelected(item.label)} onChange={() => s.choose(item.label)}>{item.label}</Control>
            <Typography.Text type="secondary" ellipsis>{item.detail}</Typography.Text>
          </div>
        )}
      />
    </Card>
  );
}
