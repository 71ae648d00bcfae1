/**
 * Reading YAML with zod, reporting problems as `file:line: field: message` so a bad edit points at
 * the exact spot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  doc: Document;
  lines: LineCounter;
}

export function readYaml(file: string): YamlSource & { data: unknown } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ContentError(file, null, '', `cannot read: ${(e as Error).message}`);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    throw new ContentError(file, err.linePos?.[0].line ?? null, '', `YAML syntax: ${err.message.split('\n')[0]}`);
  }
  return { file, doc, lines, data: doc.toJS() };
}

/** Line number (1-based) of the node at `fieldPath`, or of its nearest existing ancestor. */
export function lineOf(src: YamlSource, fieldPath: (string | number)[]): number | null {
  for (let n = fieldPath.length; n >= 0; n--) {
    const node = src.doc.getIn(fieldPath.slice(0, n), true);
    if (isNode(node) && node.range) return src.lines.linePos(node.range[0]).line;
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
