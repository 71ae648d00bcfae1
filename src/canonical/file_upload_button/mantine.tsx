import { Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useUploader } from '../../env/kit/uploader';

/** Mantine's FileButton around a Button, and the files as rows with a CloseButton each. */
export default function MantineFileUpload({ params }: RendererProps<Params>) {
  const u = useUploader(params);
  // Cleared after each pick, so choosing the same file again still reports a change.
  const reset = useRef<() => void>(null);
  return (
    <Stack gap={6} align="flex-start" miw={300}>
      <Text size="sm" fw={600}>{params.title}</Text>
      {params.multiple ? (
        <FileButton multiple accept={u.accept} resetRef={reset} onChange={(files) => { u.add(files); reset.current?.(); }}>
          {(props) => <Button {...props} leftSection={<KitIcon name="upload" size={16} />}>{params.button}</Button>}
        </FileButton>
      ) : (
        <FileButton accept={u.accept} resetRef={reset} onChange={(file) => { if (file) u.add([file]); reset.current?.(); }}>
          {(props) => <Button {...props} leftSection={<KitIcon name="upload" size={16} />}>{params.button}</Button>}
        </FileButton>
      )}
      <Text size="xs" c="dimmed">{params.hint}</Text>
      {u.error && <Text size="sm" c="red" aria-live="polite">{u.error}</Text>}
      {u.files.map((f) => (
        <Group key={f.uid} gap="xs" justify="space-between" w="100%" wrap="nowrap">
          <Text size="sm">{f.name}</Text>
          <CloseButton size="sm" aria-label={`Remove ${f.name}`} onClick={() => u.remove(f.uid)} />
        </Group>
      ))}
    </Stack>
  );
}
