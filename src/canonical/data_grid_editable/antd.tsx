import { Input, theme } from 'antd';
import { useState, type ReactNode, type TdHTMLAttributes } from 'react';
import { AntdRecordTable } from '../../env/kit/antdRecords';
import { editorText } from '../../env/kit/cellEdits';
import type { Row } from '../../env/kit/dataTable';
import type { RendererProps } from '../../env/kit/types';
import { useCellEdits } from '../../env/kit/useCellEdits';
import type { Params } from './family';

/** What an editable cell's Input starts from, and its save (false: the column refuses the text). */
type CellEdit = { text: string; save(text: string): boolean };
type CellProps = TdHTMLAttributes<HTMLTableCellElement> & { children?: ReactNode; edit?: CellEdit };

/**
 * antd's "editable cells" pattern (Table `components.body.cell`): the value shows until clicked,
 * then an Input holds it; Enter or leaving the Input saves, and a value the column refuses keeps
 * the Input open, marked as an error.
 */
function EditableCell({ edit, children, ...td }: CellProps) {
  const [editing, setEditing] = useState(false);
  const [refused, setRefused] = useState(false);
  if (!edit) return <td {...td}>{children}</td>;
  const save = (text: string) => {
    const ok = edit.save(text);
    setRefused(!ok);
    if (ok) setEditing(false);
  };
  return (
    <td {...td}>
      {editing
        ? <Input autoFocus status={refused ? 'error' : undefined} defaultValue={edit.text} onPressEnter={(e) => save(e.currentTarget.value)} onBlur={(e) => save(e.currentTarget.value)} />
        : <div className="cb-editable-value" onClick={() => setEditing(true)}>{children}</div>}
    </td>
  );
}

export default function AntdEditableGrid({ params }: RendererProps<Params>) {
  const { rows, commit } = useCellEdits(params.columns, params.rows);
  const { token } = theme.useToken();
  return (
    <>
      {/* As antd's demo styles its value wrapper: the height of the Input it turns into, outlined on row hover. */}
      <style>{`.cb-editable-value{padding:4px 11px;border:1px solid transparent;border-radius:${token.borderRadiusSM}px;cursor:pointer}
        .cb-editable-row:hover .cb-editable-value{border-color:${token.colorBorder}}`}</style>
      <AntdRecordTable
        columns={params.columns}
        rows={rows}
        bordered
        scroll={{ x: 'max-content' }}
        rowClassName={() => 'cb-editable-row'}
        components={{ body: { cell: EditableCell } }}
        column={(c) => ({
          onCell: (row: Row) => (params.editable.includes(c.key)
            ? { edit: { text: editorText(c, row.values[params.columns.indexOf(c)]), save: (text: string) => commit(row.key, c.key, text) } satisfies CellEdit }
            : {}) as TdHTMLAttributes<HTMLTableCellElement>,
        })}
      />
    </>
  );
}
