/**
 * Markdown as a markdown editor commits it, shared by the pages and the generator: the state is the
 * HTML marked renders (so `**a**` and `__a__`, `-` and `*` lists count the same), and the toolbar's
 * edits are pure functions of the text and its selection.
 */
import { Marked } from 'marked';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GitHub-flavoured markdown; raw HTML in the text shows as text, never as markup. */
const marked = new Marked({ gfm: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

/** The HTML a markdown document renders to, trimmed. */
export function markdownHtml(doc: string): string {
  return (marked.parse(doc) as string).trim();
}

/** The text inside the first element of `html` that `before` does not have (a bold word, a heading). */
export function firstNewElementText(before: string, html: string): string {
  const seen = new Set(elements(before));
  return elements(html).find((e) => !seen.has(e))?.replace(/^<[^>]+>|<\/[^>]+>$/g, '').replace(/<[^>]+>/g, '') ?? '';
}

function elements(html: string): string[] {
  return [...html.matchAll(/<(strong|em|h[1-6]|li|a)\b[^>]*>.*?<\/\1>/g)].map((m) => m[0]);
}

export type MarkdownEdit = 'bold' | 'italic' | 'heading' | 'bullets' | 'numbers';

/** A text with its selection (offsets into the text). */
export interface Selected { text: string; start: number; end: number }

const WRAP: Partial<Record<MarkdownEdit, string>> = { bold: '**', italic: '_' };

/**
 * What a toolbar button does to the text: bold and italic wrap the selection (or put an empty pair
 * at the caret), heading and lists prefix every line the selection touches (toggling a heading off).
 */
export function applyEdit(kind: MarkdownEdit, s: Selected): Selected {
  const mark = WRAP[kind];
  if (mark) {
    const inner = s.text.slice(s.start, s.end);
    return { text: s.text.slice(0, s.start) + mark + inner + mark + s.text.slice(s.end), start: s.start + mark.length, end: s.end + mark.length };
  }
  const from = s.text.lastIndexOf('\n', s.start - 1) + 1;
  const nl = s.text.indexOf('\n', Math.max(s.end - (s.end > s.start && s.text[s.end - 1] === '\n' ? 1 : 0), s.start));
  const to = nl === -1 ? s.text.length : nl;
  const lines = s.text.slice(from, to).split('\n');
  const next = lines.map((line, i) => {
    if (kind === 'heading') return line.startsWith('## ') ? line.slice(3) : `## ${line.replace(/^#+\s*/, '')}`;
    if (kind === 'bullets') return `- ${line}`;
    return `${i + 1}. ${line}`;
  }).join('\n');
  return { text: s.text.slice(0, from) + next + s.text.slice(to), start: from, end: from + next.length };
}
