/**
 * Reading a JSON-lines file of hand-made or exported records: each non-empty line parsed and
 * checked with a schema, the first problem named by file, line and field.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ContentError, formatPath } from './yamlFile';

/** Calls `each` with every record in file order; `each` may throw a ContentError of its own. */
export function readJsonLines<T>(file: string, schema: z.ZodType<T>, each: (record: T, line: number) => void): void {
  readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
    if (!text.trim()) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw new ContentError(file, i + 1, '', `not JSON: ${(e as Error).message}`);
    }
    const r = schema.safeParse(data);
    if (!r.success) throw new ContentError(file, i + 1, formatPath(r.error.issues[0].path), r.error.issues[0].message);
    each(r.data, i + 1);
  });
}
