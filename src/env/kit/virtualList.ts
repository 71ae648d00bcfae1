/**
 * What the virtual_list renderers share: the items drawn from the spec's seed, the selection (the
 * `selected` field: labels) and the search box's query. The lists composed with
 * @tanstack/react-virtual (MUI, Mantine) add kit/virtualRows.ts.
 */
import { useMemo, useState } from 'react';
import { useField } from './field';
import { listItems, matching, themeNoun, type ListTheme } from './virtualItems';

export interface VirtualListParams {
  theme: ListTheme;
  seed: number;
  count: number;
  multiple: boolean;
  searchBox: boolean;
}

/** Height of the list's scrolling area in px: about seven rows show at once. */
export const LIST_HEIGHT = 360;

export function useListSelection(p: VirtualListParams) {
  const items = useMemo(() => listItems(p.theme, p.seed, p.count), [p.theme, p.seed, p.count]);
  const [selected, setSelected] = useField<string[]>('selected');
  const [query, setQuery] = useState('');
  return {
    shown: useMemo(() => matching(items, query), [items, query]),
    noun: themeNoun(p.theme),
    isSelected: (label: string) => selected.includes(label),
    /** A checkbox toggles its item; a radio selects its item alone. */
    choose: (label: string) => setSelected(!p.multiple ? [label] : selected.includes(label) ? selected.filter((x) => x !== label) : [...selected, label]),
    query,
    setQuery,
  };
}
