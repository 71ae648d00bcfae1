/** antd parts for a board: column panels of cards (kit/sortable.tsx). */
import { Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DragRowParts, RowProps } from './sortable';

const Heading = ({ children }: { children: ReactNode }) => <Typography.Text strong>{children}</Typography.Text>;
const Column = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return <Flex vertical gap={8} style={{ background: token.colorFillTertiary, borderRadius: token.borderRadiusLG, padding: 8, minHeight: 96 }}>{children}</Flex>;
};
/** A board card: an antd Card, the whole card the drag handle. */
const BoardCard = ({ label, rowRef, style, handle, dragging }: RowProps) => (
  <Card ref={rowRef as never} size="small" style={{ ...style, cursor: 'grab', boxShadow: dragging ? '0 6px 16px rgba(0,0,0,.18)' : undefined }} {...handle}>
    <Typography.Text>{label}</Typography.Text>
  </Card>
);

/** Columns of cards on a board. */
export const antdBoardCards: DragRowParts = { Heading, List: Column, Row: BoardCard };
