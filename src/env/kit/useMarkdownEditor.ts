/** A markdown editor's text, its Write/Preview switch and its toolbar, bound to the state (`html`). */
import { useRef, useState } from 'react';
import { useField } from './field';
import { applyEdit, markdownHtml, type MarkdownEdit } from './markdown';

export type MarkdownView = 'Write' | 'Preview';

/** The toolbar's buttons: what each does and its accessible name. */
export const MARKDOWN_TOOLS: { kind: MarkdownEdit; label: string; icon: 'bold' | 'italic' | 'heading' | 'listBullet' | 'listNumber' }[] = [
  { kind: 'bold', label: 'Bold', icon: 'bold' },
  { kind: 'italic', label: 'Italic', icon: 'italic' },
  { kind: 'heading', label: 'Heading', icon: 'heading' },
  { kind: 'bullets', label: 'Bulleted list', icon: 'listBullet' },
  { kind: 'numbers', label: 'Numbered list', icon: 'listNumber' },
];

export function useMarkdownEditor(initial: string, preview: boolean) {
  const [, setHtml] = useField<string>('html');
  const [text, setText] = useState(initial);
  const [view, setView] = useState<MarkdownView>(preview ? 'Preview' : 'Write');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const edit = (next: string) => {
    setText(next);
    setHtml(markdownHtml(next));
  };
  /** Applies a toolbar edit to the text area's selection and keeps the edited text selected. */
  const apply = (kind: MarkdownEdit) => {
    const el = area.current;
    if (!el) return;
    const next = applyEdit(kind, { text, start: el.selectionStart, end: el.selectionEnd });
    edit(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };
  return { text, edit, view, setView, area, apply, html: view === 'Preview' ? markdownHtml(text) : '' };
}
