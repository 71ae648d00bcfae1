import { Checkbox, Paper, Radio, ScrollArea, TextInput } from '@mantine/core';
import type { RendererProps } from '../../env/kit/types';
import { LIST_HEIGHT, useListSelection } from '../../env/kit/virtualList';
import { useRows } from '../../env/kit/virtualRows';
import type { Params } from './family';

const ROW = 56;

/** Mantine's ScrollArea virtualized with @tanstack/react-virtual, each row a Checkbox or Radio with its detail as description. */
export default function MantineVirtualList({ params }: RendererProps<Params>) {
  const s = useListSelection(params);
  const { ref, total, rows } = useRows<HTMLDivElement>(s.shown.length, ROW);
  const Control = params.multiple ? Checkbox : Radio;
  return (
    <Paper withBorder>
      {params.searchBox && (
        <TextInput p="xs" placeholder={`Search ${s.noun}`} value={s.query} onChange={(e) => s.setQuery(e.currentTarget.value)} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} />
      )}
      <ScrollArea h={LIST_HEIGHT} viewportRef={ref} type="auto">
        <div style={{ height: total, position: 'relative' }}>
          {rows.map((r) => {
            const item = s.shown[r.index];
            return (
              <div key={item.key} style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: ROW, transform: `translateY(${r.start}px)`, display: 'flex', alignItems: 'center', padding: '0 var(--mantine-spacing-sm)', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Control label={item.label} description={item.detail} checked={s.isSelected(item.label)} onChange={() => s.choose(item.label)} />
              </div>
            );
          })}
        </div>
      </ScrollArea>
    </Paper>
  );
}
