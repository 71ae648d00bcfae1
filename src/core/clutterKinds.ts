/** The kinds of filler widget a scene can show. Apart from frame.ts so task pages can use it without zod. */
export const CLUTTER_KINDS = ['button', 'text_input', 'switch', 'checkbox', 'select', 'link', 'tag', 'alert', 'progress', 'badge'] as const;
export type ClutterKind = (typeof CLUTTER_KINDS)[number];
