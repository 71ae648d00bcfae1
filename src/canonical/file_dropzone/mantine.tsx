import { CloseButton, Group, Stack, Text } from '@mantine/core';
import stylesUrl from '@mantine/dropzone/styles.css?url';
import { Dropzone } from '@mantine/dropzone';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import { useUploader } from '../../env/kit/uploader';
import { DROP_LINE } from '../../env/kit/uploaderModel';
import { loadStylesheet } from '../../env/scene/adapters/stylesheet';
import type { Params } from './family';

/** Mantine's Dropzone styles itself from its own sheet, linked before the page shows. */
export const ready = () => loadStylesheet(stylesUrl);

/** Mantine's Dropzone as its docs compose it (inner content takes no pointer events), and the files as rows with a CloseButton each. */
export default function MantineFileDropzone({ params }: RendererProps<Params>) {
  const u = useUploader(params);
  return (
    <Stack gap={6} w={340}>
      <Text size="sm" fw={600}>{params.title}</Text>
      <Dropzone onDrop={(files) => u.add(files)} multiple={params.multiple}>
        <Stack align="center" gap={4} py="md">
          <KitIcon name="upload" size={28} />
          <Text size="md" fw={500}>{params.button}</Text>
          <Text size="sm" c="dimmed">{DROP_LINE}</Text>
          <Text size="xs" c="dimmed">{params.hint}</Text>
        </Stack>
      </Dropzone>
      {u.error && <Text size="sm" c="red" aria-live="polite">{u.error}</Text>}
      {u.files.map((f) => (
        <Group key={f.uid} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">{f.name}</Text>
          <CloseButton size="sm" aria-label={`Remove ${f.name}`} onClick={() => u.remove(f.uid)} />
        </Group>
      ))}
    </Stack>
  );
}
