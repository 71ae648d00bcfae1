import { ActionIcon, NavLink, Stack, Text } from '@mantine/core';
import { SearchGlyph } from '../../env/kit/text/glyphs';
import { MantineEntry } from '../../env/kit/text/mantine';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SUBMIT_LABEL, useSearch } from './useSearch';

export default function MantineSearch({ params }: RendererProps<Params>) {
  const s = useSearch(params);
  return (
    <Stack gap="xs">
      <MantineEntry
        params={params} type="search" value={s.text} onChange={s.onChange} onKeyDown={s.onKeyDown}
        rightSection={<ActionIcon variant="subtle" color="gray" aria-label={SUBMIT_LABEL} onClick={s.submit}><SearchGlyph /></ActionIcon>}
      />
      {s.results && (
        <div>
          <Text size="sm" c="dimmed">{s.summary}</Text>
          {s.results.map((r) => (
            <NavLink key={r} component="button" label={r} active={r === s.selected} aria-current={r === s.selected} onClick={() => s.select(r)} />
          ))}
        </div>
      )}
    </Stack>
  );
}
