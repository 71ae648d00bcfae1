/**
 * Code and JSON editors' bindings to their state: CodeMirror reports the document; a code editor
 * keeps it normalized, a JSON editor keeps the value it parses to and never an unparsable draft.
 */
import { StreamLanguage } from '@codemirror/language';
import { javascript, json } from '@codemirror/legacy-modes/mode/javascript';
import type { Scene } from '../../core/taskSpec';
import { normalizeCode } from './code';
import { useCodeMirror } from './codeMirror';
import { useField } from './field';
import { formatJson, useJsonDoc } from './useJsonDoc';

/**
 * CodeMirror's stream-mode JavaScript: highlighting and indentation from a tokenizer of 8 kB
 * gzip, where the Lezer grammar (with TypeScript and JSX) weighs 40 kB, which pushed task pages
 * with a dialog or clutter over the page budget.
 */
const JAVASCRIPT = StreamLanguage.define(javascript);
const JSON_MODE = StreamLanguage.define(json);

/** The editor of a JavaScript file holding `initial`; writes `code` on every change. */
export function useCodeEditor(initial: string, scene: Scene) {
  const [, setCode] = useField<string>('code');
  return useCodeMirror({ initial, language: JAVASCRIPT, dark: scene.theme === 'dark', onDoc: (doc) => setCode(normalizeCode(doc)) });
}

/** The editor of a JSON file holding `initial` (see useJsonDoc), with a command that formats it. */
export function useJsonEditor(initial: string, scene: Scene) {
  const { problem, onDoc } = useJsonDoc();
  const cm = useCodeMirror({ initial, language: JSON_MODE, dark: scene.theme === 'dark', onDoc });
  return { ...cm, problem, format: cm.rewrite(formatJson) };
}
