/** antd parts for drag rows (kit/sortable.tsx). */
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AntdIcon } from './antdIcons';
import type { DragRowParts, RowProps } from './sortable';

const Heading = ({ children }: { children: ReactNode }) => <Typography.Text strong>{children}</Typography.Text>;
const List = ({ children }: { children: ReactNode }) => <Flex vertical gap={6}>{children}</Flex>;
/** A small antd Card per row, the whole card the drag handle (dnd-kit's button). */
const Row = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <Card ref={rowRef as never} size="small" style={{ ...style, cursor: 'grab', boxShadow: dragging ? '0 6px 16px rgba(0,0,0,.18)' : undefined }} styles={{ body: { padding: '6px 12px' } }} {...handle}>
    <Flex align="center" gap={10}><AntdIcon name="grip" /><Typography.Text>{label}</Typography.Text></Flex>
  </Card>
);

export const antdDragRows: DragRowParts = { Heading, List, Row };
