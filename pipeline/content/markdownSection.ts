/**
 * A generated section of a Markdown document, between two marker comments, so a command can
 * rewrite it in place and a test can check the document still says what the code does.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface Markers {
  start: string;
  end: string;
}

/** `doc` with the section replaced by `body` (appended, with its markers, when it has none). */
export function spliceSection(doc: string, m: Markers, body: string): string {
  const a = doc.indexOf(m.start);
  const b = doc.indexOf(m.end);
  if (a < 0 || b < a) return `${doc.trimEnd()}\n\n${m.start}\n${body}${m.end}\n`;
  return `${doc.slice(0, a)}${m.start}\n${body}${doc.slice(b)}`;
}

/** The section's body, or null when the document has no such section. */
export function sectionOf(doc: string, m: Markers): string | null {
  const a = doc.indexOf(m.start);
  const b = doc.indexOf(m.end);
  return a < 0 || b < a ? null : doc.slice(a + m.start.length + 1, b);
}

/** Rewrites the section of the file (created when missing), atomically. */
export function writeSection(file: string, m: Markers, body: string): void {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(`${file}.tmp`, spliceSection(doc, m, body));
  renameSync(`${file}.tmp`, file);
}
