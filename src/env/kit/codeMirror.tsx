/**
 * CodeMirror 6, the editing surface of every library's code and JSON editors (none of the three
 * ships one): the view is created once on mount and reports every document change. Hand-picked
 * extensions rather than `basicSetup`: line numbers, history, the default keymap, highlighting,
 * indentation on input and bracket matching, without search, folding or autocompletion, which
 * would double the editor's weight on a page.
 */
import { defaultKeymap, history, historyKeymap, redo, undo } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useId, useRef } from 'react';

export interface CodeMirrorOptions {
  /** Document on load. */
  initial: string;
  /** The document's language (e.g. `javascript()`), plus any extension of its own (a linter). */
  language: Extension;
  dark: boolean;
  /** Called with the whole document after every change. */
  onDoc(doc: string): void;
}

/** The surface adopts the library's surface: transparent background, the library's text colour. */
const surface = EditorView.theme({
  '&': { backgroundColor: 'transparent', color: 'inherit', fontSize: '13px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.55' },
  '.cm-content': { minHeight: '9em', caretColor: 'currentColor' },
  '.cm-cursor': { borderLeftColor: 'currentColor' },
  '.cm-gutters': { backgroundColor: 'transparent', color: 'inherit', opacity: 0.55, border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'rgba(127, 127, 127, 0.08)' },
});

/**
 * Mounts CodeMirror into `host` and gives the renderer's toolbar its commands; the element with id
 * `labelId` (the file name the toolbar shows) names the editing surface.
 */
export function useCodeMirror(o: CodeMirrorOptions) {
  const labelId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onDoc = useRef(o.onDoc);
  onDoc.current = o.onDoc;
  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: o.initial,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(o.dark ? oneDarkHighlightStyle : defaultHighlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.darkTheme.of(o.dark),
          surface,
          EditorView.contentAttributes.of({ 'aria-labelledby': labelId, 'aria-multiline': 'true' }),
          o.language,
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onDoc.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The view is made once: its document is the user's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const run = (command: (v: EditorView) => boolean) => () => {
    if (view.current) command(view.current);
    view.current?.focus();
  };
  /** A toolbar command that replaces the document by `f(doc)`, or leaves it when that is null. */
  const rewrite = (f: (doc: string) => string | null) => run((v) => {
    const next = f(v.state.doc.toString());
    if (next === null) return false;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: next }, userEvent: 'input' });
    return true;
  });
  return { host, labelId, undo: run(undo), redo: run(redo), rewrite };
}
