/**
 * Reading YAML with zod, reporting problems as `file:line: field: message` so a bad edit points at
 * the exact spot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { z } from 'zod';

export class ContentError extends Error {
  constructor(readonly file: string, readonly line: number | null, readonly field: string, detail: string) {
    super(`${path.relative(process.cwd(), file) || file}${line ? `:${line}` : ''}: ${field ? `${field}: ` : ''}${detail}`);
    this.name = 'ContentError';
  }
}

export interface YamlSource {
  file: string;
  text: string;
  /** The document with source positions, parsed only when a line number is wanted. */
  located?: { doc: Document; lines: LineCounter };
}

/**
 * js-yaml reads the data (several times faster than a position-keeping parse, which matters for
 * the 2 MB of task specs every command loads); positions are parsed only to report a problem.
 */
export function readYaml(file: string): YamlSource & { data: unknown } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ContentError(file, null, '', `cannot read: ${(e as Error).message}`);
  }
  try {
    return { file, text, data: load(text, { filename: file, schema: CORE_SCHEMA }) ?? null };
  } catch (e) {
    if (!(e instanceof YAMLException)) throw e;
    throw new ContentError(file, e.mark ? e.mark.line + 1 : null, '', `YAML syntax: ${e.reason}`);
  }
}

/** Line number (1-based) of the node at `fieldPath`, or of its nearest existing ancestor. */
export function lineOf(src: YamlSource, fieldPath: (string | number)[]): number | null {
  if (!src.located) {
    const lines = new LineCounter();
    src.located = { doc: parseDocument(src.text, { lineCounter: lines }), lines };
  }
  const { doc, lines } = src.located;
  for (let n = fieldPath.length; n >= 0; n--) {
    const node = doc.getIn(fieldPath.slice(0, n), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return null;
}

export function formatPath(p: readonly PropertyKey[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
}

/** Parse `data` (or the part at `base`) with a schema; the first issue becomes a ContentError. */
export function parseWith<T>(src: YamlSource, schema: z.ZodType<T>, data: unknown, base: (string | number)[] = []): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const full = [...base, ...(issue.path as (string | number)[])];
  throw new ContentError(src.file, lineOf(src, full), formatPath(full), issue.message);
}
