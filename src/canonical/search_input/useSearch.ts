/** The search box's behaviour, shared by its three renderers: what counts as submitted, and the results it lists. */
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useField } from '../../env/kit/field';
import type { TextElement } from '../../env/kit/text/shared';
import type { Params } from './family';

/** Items whose name contains the query (case-insensitive); none for a blank query. */
export function matches(items: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return q ? items.filter((i) => i.toLowerCase().includes(q)) : [];
}

/**
 * The typed text is local; only submitting (Enter or the search button) writes `query`, and a
 * submitted query shows a summary line. With a catalogue it also lists the matching items, and
 * picking one writes `selected`.
 */
export function useSearch(p: Params) {
  const [query, setQuery] = useField<string | null>('query');
  const [selected, setSelected] = useField<string | null>('selected');
  const [text, setText] = useState(query ?? '');
  const submit = () => setQuery(text);
  const results = query === null ? null : p.items ? matches(p.items, query) : [];
  return {
    text,
    submit,
    onChange: (e: ChangeEvent<TextElement>) => setText(e.target.value),
    onKeyDown: (e: KeyboardEvent) => { if (e.key === 'Enter' && !e.nativeEvent.isComposing) submit(); },
    results,
    /** A line above the results once a query is submitted, e.g. `3 results for "lamp"`. */
    summary: results && (p.items
      ? `${results.length === 0 ? 'No' : results.length} result${results.length === 1 ? '' : 's'} for "${query}"`
      : `Showing results for "${query}"`),
    selected,
    select: setSelected,
  };
}

/** The name of each library's submit button. */
export const SUBMIT_LABEL = 'Search';
