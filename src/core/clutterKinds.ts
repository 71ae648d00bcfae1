import type { Library } from './ontology';

/** The kinds of filler widget a scene can show. Apart from frame.ts so task pages can use it without zod. */
export const CLUTTER_KINDS = ['button', 'text_input', 'switch', 'checkbox', 'select', 'link', 'tag', 'alert', 'progress', 'badge'] as const;
export type ClutterKind = (typeof CLUTTER_KINDS)[number];

/**
 * Clutter kinds whose library widget loads much code of its own beyond what every scene loads:
 * antd's Select, Typography link, Input and Progress, and Mantine's Select, which is built on
 * Combobox. A page of a heavy component (TaskFamily.heavyOn) shows only the other kinds, so it
 * stays within the page-weight budget. `npm run bench:pages` reports each scene module's own weight.
 */
export const HEAVY_CLUTTER: Record<Library, readonly ClutterKind[]> = {
  antd: ['select', 'link', 'text_input', 'progress'],
  mui: [],
  mantine: ['select'],
};
