import { Button, theme } from 'antd';
import { AntdRecordTable } from '../../env/kit/antdRecords';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { CLEAR_LABEL } from './model';
import { useTableSelection } from './selection';

export default function AntdStaticTable({ params }: RendererProps<Params>) {
  const s = useTableSelection(params);
  const { token } = theme.useToken();
  return (
    <>
      {params.clearable && <Button type="link" size="small" onClick={s.clear}>{CLEAR_LABEL}</Button>}
      <AntdRecordTable
        columns={params.columns}
        rows={params.rows}
        column={(c) => ({
          onCell: (row) => ({
            onClick: () => s.onCell(row.key, c.key),
            style: s.cellActive(row.key, c.key) ? { outline: `2px solid ${token.colorPrimary}`, outlineOffset: -2 } : undefined,
          }),
        })}
        onRow={(row) => ({ onClick: () => s.onRow(row.key), style: { cursor: 'pointer' } })}
        rowClassName={(row) => (s.rowSelected(row.key) ? 'ant-table-row-selected' : '')}
        scroll={{ x: params.width ?? 'max-content', y: params.height ?? undefined }}
      />
    </>
  );
}
