import type { CSSProperties } from 'react';

/**
 * A markdown editor's preview: the HTML marked rendered (raw HTML in the text shows as text, see
 * markdown.ts), under the library's own text colour: a plain block, as compositions draw it.
 */
export function MarkdownPreview({ html, style }: { html: string; style?: CSSProperties }) {
  return <div style={{ minHeight: '9em', lineHeight: 1.5, overflowWrap: 'anywhere', ...style }} dangerouslySetInnerHTML={{ __html: html }} />;
}
