import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { RendererProps } from '../../env/kit/types';
import { useCodeEditor } from '../../env/kit/useCodeEditor';
import type { Params } from './family';

/** Mantine has no code editor: CodeMirror in a bordered Paper under a toolbar Group. */
export default function MantineCodeEditor({ params, scene }: RendererProps<Params>) {
  const ed = useCodeEditor(params.initial, scene);
  return (
    <Paper withBorder>
      <Group gap="xs" px="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text id={ed.labelId} size="sm" fw={600} ff="monospace" style={{ flex: 1 }}>{params.file}</Text>
        <Badge variant="light" color="gray" size="sm">JavaScript</Badge>
        <Button size="compact-xs" variant="subtle" onClick={ed.undo}>Undo</Button>
        <Button size="compact-xs" variant="subtle" onClick={ed.redo}>Redo</Button>
      </Group>
      <div ref={ed.host} />
    </Paper>
  );
}
