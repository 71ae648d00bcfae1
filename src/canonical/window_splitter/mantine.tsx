import { Paper, Splitter, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** The first pane's share as Mantine reports it (a number or a `%` string), to one decimal. */
const share = (sizes: readonly (number | string)[]) => Math.round(Number.parseFloat(String(sizes[0])) * 10) / 10;

/** Mantine's Splitter: a drag counts when it ends; a key press or a double-click (reset) at once. */
export default function MantineSplitter({ params }: RendererProps<Params>) {
  const [, setSize] = useField<number>('size');
  const dragging = useRef(false);
  return (
    <div style={{ width: 560, maxWidth: '100%' }}>
      <Title order={5} mb="xs">{params.label}</Title>
      <Paper withBorder h={220} style={{ overflow: 'hidden' }}>
        <Splitter
          h="100%"
          onResizeStart={() => { dragging.current = true; }}
          onResizeEnd={(_, sizes) => { dragging.current = false; setSize(share(sizes)); }}
          onSizeChange={(sizes) => { if (!dragging.current) setSize(share(sizes)); }}
        >
          {params.panes.map((title, i) => (
            <Splitter.Pane key={title} defaultSize={i === 0 ? params.initial : 100 - params.initial}>
              <Stack gap={4} p="sm" style={{ overflow: 'hidden' }}>
                <Text fw={600} size="sm" truncate>{title}</Text>
                {params.lines[i].map((line) => <Text key={line} size="sm" c="dimmed" truncate>{line}</Text>)}
              </Stack>
            </Splitter.Pane>
          ))}
        </Splitter>
      </Paper>
    </div>
  );
}
