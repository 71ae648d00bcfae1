import { ActionIcon, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { KitIcon } from '../../env/kit/icons';
import { MarkdownPreview } from '../../env/kit/MarkdownPreview';
import type { RendererProps } from '../../env/kit/types';
import { MARKDOWN_TOOLS, useMarkdownEditor, type MarkdownView } from '../../env/kit/useMarkdownEditor';
import type { Params } from './family';

/** Mantine has no markdown editor: a Textarea under an icon toolbar, a SegmentedControl Write/Preview switch. */
export default function MantineMarkdownEditor({ params }: RendererProps<Params>) {
  const md = useMarkdownEditor(params.initial, params.preview);
  const id = useId();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text component="label" htmlFor={id} fw={500} size="sm">{params.label}</Text>
        <SegmentedControl size="xs" data={['Write', 'Preview']} value={md.view} onChange={(v) => md.setView(v as MarkdownView)} />
      </Group>
      {md.view === 'Write' ? (
        <>
          <Group gap={2} role="toolbar" aria-label="Formatting">
            {MARKDOWN_TOOLS.map((t) => (
              <ActionIcon key={t.kind} variant="subtle" color="gray" aria-label={t.label} onMouseDown={(e) => e.preventDefault()} onClick={() => md.apply(t.kind)}>
                <KitIcon name={t.icon} size={18} />
              </ActionIcon>
            ))}
          </Group>
          <Textarea id={id} autosize minRows={6} value={md.text} onChange={(e) => md.edit(e.currentTarget.value)} ref={md.area} />
        </>
      ) : (
        <MarkdownPreview html={md.html} style={{ padding: '8px 12px', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }} />
      )}
    </Stack>
  );
}
