import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { ICON_PATHS, useInlineEdit } from '../../env/kit/inlineEdit';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { editorNames } from './model';

const Icon = ({ kind }: { kind: keyof typeof ICON_PATHS }) => (
  <svg viewBox="0 0 24 24" width="70%" height="70%" fill="currentColor" aria-hidden="true"><path d={ICON_PATHS[kind]} /></svg>
);

/** Mantine has no editable text: Text with an edit ActionIcon that swaps in a TextInput. */
export default function MantineInlineEdit({ params }: RendererProps<Params>) {
  const [text, setText] = useField<string>('text');
  const ed = useInlineEdit(text, setText);
  const names = editorNames(params.label);
  return (
    <div>
      <Text size="xs" c="dimmed">{params.label}</Text>
      {ed.editing ? (
        <Group gap={4} wrap="nowrap">
          <TextInput
            autoFocus
            flex={1}
            aria-label={params.label}
            value={ed.draft}
            onChange={(e) => ed.setDraft(e.currentTarget.value)}
            onKeyDown={ed.onKeyDown}
            onFocus={(e) => e.currentTarget.select()}
          />
          <ActionIcon variant="light" aria-label={names.save} onClick={ed.save}><Icon kind="save" /></ActionIcon>
          <ActionIcon variant="subtle" color="gray" aria-label={names.cancel} onClick={ed.cancel}><Icon kind="cancel" /></ActionIcon>
        </Group>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Text fs={text ? undefined : 'italic'} c={text ? undefined : 'dimmed'}>{text || params.placeholder}</Text>
          <ActionIcon variant="subtle" color="gray" aria-label={names.edit} onClick={ed.start}><Icon kind="edit" /></ActionIcon>
        </Group>
      )}
    </div>
  );
}
