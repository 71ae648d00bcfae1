/**
 * What an editor of code or JSON commits, shared by the pages and the generator. Code is compared
 * line by line with each line trimmed, so indentation typed by hand and indentation the editor adds
 * on Enter count the same; JSON is compared by value once it parses.
 */
import type { Json } from '../../core/json';

/** A document as its state holds it: every line trimmed, blank lines at either end dropped. */
export function normalizeCode(doc: string): string {
  const lines = doc.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** The value a JSON document holds, or undefined while it does not parse. */
export function parseJsonDoc(doc: string): Json | undefined {
  try {
    return JSON.parse(doc) as Json;
  } catch {
    return undefined;
  }
}

/** The first line of `after` that `before` does not have at its place, trimmed ('' when none). */
export function firstChangedLine(before: string, after: string): string {
  const a = normalizeCode(before).split('\n');
  const b = normalizeCode(after).split('\n');
  return b.find((line, i) => line !== a[i]) ?? '';
}

/** Keys (and array indexes) from a JSON document's root to one of its values. */
export type JsonPath = readonly (string | number)[];

/** A path as people write it: `editor.tabSize`, `tags[0]`. */
export function pathText(path: JsonPath): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

/** The value at `path`, or undefined where the document has none. */
export function jsonAt(value: Json, path: JsonPath): Json | undefined {
  let at: Json | undefined = value;
  for (const k of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, Json>)[k];
  }
  return at;
}

/** A copy of `value` with `path` set to `to` (objects along the path are created where missing). */
export function jsonWith(value: Json, path: JsonPath, to: Json): Json {
  if (path.length === 0) return to;
  const [k, ...rest] = path;
  if (Array.isArray(value) && typeof k === 'number') return value.map((v, i) => (i === k ? jsonWith(v, rest, to) : v));
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { ...obj, [k]: jsonWith(obj[k] ?? {}, rest, to) };
}

/** A copy of `value` without the key or item at `path`. */
export function jsonWithout(value: Json, path: JsonPath): Json {
  const [k, ...rest] = path;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return rest.length ? value.map((v, i) => (i === k ? jsonWithout(v, rest) : v)) : value.filter((_, i) => i !== k);
  if (rest.length) return { ...value, [k]: jsonWithout(value[k], rest) };
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== k));
}

/** The first value of `after`, in document order, that `before` does not hold at the same path. */
export function firstChangedValue(before: Json | undefined, after: Json, path: JsonPath = []): { path: JsonPath; value: Json } | null {
  if (after !== null && typeof after === 'object' && before !== null && typeof before === 'object' && Array.isArray(after) === Array.isArray(before)) {
    for (const [k, v] of Object.entries(after)) {
      const key = Array.isArray(after) ? Number(k) : k;
      const hit = firstChangedValue((before as Record<string | number, Json>)[key], v, [...path, key]);
      if (hit) return hit;
    }
    return null;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? null : { path, value: after };
}
