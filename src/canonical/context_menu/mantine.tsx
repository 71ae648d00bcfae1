import { Box, Menu, Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { useCommand } from '../../env/kit/commandMenu';
import { MantineCommandItems } from '../../env/kit/mantineCommandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineContextMenu({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const heading = useId();
  return (
    <div>
      <Title order={5} id={heading} mb="xs">{params.label}</Title>
      <Paper withBorder component="ul" aria-labelledby={heading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {params.rows.map((r, n) => (
          <Menu key={r} shadow="md" width={200}>
            <Menu.ContextMenu>
              <Box component="li" px="sm" py={8} style={{ cursor: 'context-menu', borderTop: n ? '1px solid var(--mantine-color-default-border)' : undefined }}>{r}</Box>
            </Menu.ContextMenu>
            <Menu.Dropdown>
              <MantineCommandItems items={params.items} choose={(path) => run(path, r)} />
            </Menu.Dropdown>
          </Menu>
        ))}
      </Paper>
    </div>
  );
}
