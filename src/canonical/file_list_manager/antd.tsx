import { Button, Checkbox, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AntdIcon } from '../../env/kit/antdIcons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { FileRows, type RowProps } from './FileRows';

const Caption = ({ children }: { children: ReactNode }) => <Typography.Text strong>{children}</Typography.Text>;
const BulkButton = ({ label, disabled, onClick }: { label: string; disabled: boolean; onClick(): void }) => (
  <Button danger size="small" disabled={disabled} icon={<AntdIcon name="delete" />} onClick={onClick}>{label}</Button>
);
const Rows = ({ children }: { children: ReactNode }) => <List size="small" bordered>{children}</List>;
/** A List.Item with its actions; the icon buttons are named by the file, as antd leaves naming to the page. */
const Row = ({ file, selected, onSelect, onDelete }: RowProps) => (
  <List.Item actions={[<Button key="delete" type="text" size="small" aria-label={`Delete ${file.name}`} icon={<AntdIcon name="delete" />} onClick={onDelete} />]}>
    <Checkbox checked={selected} aria-label={`Select ${file.name}`} onChange={(e) => onSelect(e.target.checked)} style={{ marginRight: 8 }} />
    <List.Item.Meta title={file.name} description={`${file.size} · ${file.modified}`} />
  </List.Item>
);

export default function AntdFileListManager({ params }: RendererProps<Params>) {
  return <FileRows params={params} Caption={Caption} BulkButton={BulkButton} Rows={Rows} Row={Row} />;
}
