import { ActionIcon, Checkbox, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { KitIcon } from '../../env/kit/icons';
import { moveNames, useTransfer, type TransferPanes } from '../../env/kit/transfer';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's transfer list as its documentation composes one: two checkbox lists and move buttons. */
export default function MantineTransferList({ params }: RendererProps<Params>) {
  const panes = useTransfer(params.items, 'target');
  const names = moveNames(params.titles);
  const ticked = (side: string[]) => panes.checked.some((c) => side.includes(c));
  return (
    <div>
      <Title order={5} mb="xs">{params.label}</Title>
      <Group wrap="nowrap" align="center">
        <Pane title={params.titles[0]} items={panes.left} panes={panes} />
        <Stack gap="xs">
          <ActionIcon variant="default" aria-label={names.right} disabled={!ticked(panes.left)} onClick={panes.moveRight}><KitIcon name="chevronRight" size={16} /></ActionIcon>
          <ActionIcon variant="default" aria-label={names.left} disabled={!ticked(panes.right)} onClick={panes.moveLeft}><KitIcon name="chevronLeft" size={16} /></ActionIcon>
        </Stack>
        <Pane title={params.titles[1]} items={panes.right} panes={panes} />
      </Group>
    </div>
  );
}

function Pane({ title, items, panes }: { title: string; items: string[]; panes: TransferPanes }) {
  return (
    <Paper withBorder w={210} p="xs">
      <Text fw={600} size="sm" mb={6}>{title}</Text>
      <ScrollArea h={240} type="auto">
        <Stack gap={8}>
          {items.map((item) => <Checkbox key={item} label={item} checked={panes.checked.includes(item)} onChange={() => panes.toggle(item)} />)}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
