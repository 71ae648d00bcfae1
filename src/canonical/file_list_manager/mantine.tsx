import { ActionIcon, Button, Checkbox, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { FileRows, type RowProps } from './FileRows';

const Caption = ({ children }: { children: ReactNode }) => <Text size="sm" fw={600}>{children}</Text>;
const BulkButton = ({ label, disabled, onClick }: { label: string; disabled: boolean; onClick(): void }) => (
  <Button color="red" size="xs" variant="light" disabled={disabled} leftSection={<KitIcon name="delete" size={14} />} onClick={onClick}>{label}</Button>
);
const Rows = ({ children }: { children: ReactNode }) => (
  <Table withTableBorder verticalSpacing={6}>
    <Table.Tbody>{children}</Table.Tbody>
  </Table>
);
const Row = ({ file, selected, onSelect, onDelete }: RowProps) => (
  <Table.Tr bg={selected ? 'var(--mantine-color-blue-light)' : undefined}>
    <Table.Td w={36}><Checkbox size="xs" checked={selected} aria-label={`Select ${file.name}`} onChange={(e) => onSelect(e.currentTarget.checked)} /></Table.Td>
    <Table.Td><Text size="sm">{file.name}</Text></Table.Td>
    <Table.Td><Text size="xs" c="dimmed">{file.size}</Text></Table.Td>
    <Table.Td><Text size="xs" c="dimmed">{file.modified}</Text></Table.Td>
    <Table.Td w={40}><ActionIcon variant="subtle" color="red" aria-label={`Delete ${file.name}`} onClick={onDelete}><KitIcon name="delete" size={16} /></ActionIcon></Table.Td>
  </Table.Tr>
);

export default function MantineFileListManager({ params }: RendererProps<Params>) {
  return <FileRows params={params} Caption={Caption} BulkButton={BulkButton} Rows={Rows} Row={Row} />;
}
