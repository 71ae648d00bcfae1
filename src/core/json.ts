/** JSON values as they travel between task specs, pages and run records. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Deep structural equality of JSON values (object key order does not matter). */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== typeof b) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => jsonEqual(v, b[i]));
  }
  if (typeof a === 'object') {
    if (Array.isArray(b) || typeof b !== 'object') return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/**
 * Canonical JSON text: object keys sorted, so equal values give equal bytes. The same text as
 * JSON.stringify of a key-sorted copy, written directly (packets and observations run to
 * gigabytes of JSON in large warehouses, and the copies were most of the cost).
 */
export function canonicalJson(value: unknown): string {
  return write(value) ?? (undefined as unknown as string);
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

/** One value's text, or undefined where JSON.stringify omits it (undefined, functions, symbols). */
function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string': return JSON.stringify(value);
    case 'number': return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean': return value ? 'true' : 'false';
    case 'bigint': return JSON.stringify(value); // throws, as JSON.stringify does
    case 'object': break;
    default: return undefined;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += `${i ? ',' : ''}${write(value[i]) ?? 'null'}`;
    return `${out}]`;
  }
  // Array-index keys always come first in ascending order in a JS object (and so in the sorted
  // copy's text); Object.keys lists them first, the rest get sorted.
  const keys = Object.keys(value);
  let indices = 0;
  while (indices < keys.length && ARRAY_INDEX.test(keys[indices]) && Number(keys[indices]) < 4294967295) indices++;
  if (!sortedFrom(keys, indices)) {
    if (indices === 0) keys.sort();
    else keys.splice(indices, keys.length - indices, ...keys.slice(indices).sort());
  }
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = write((value as Record<string, unknown>)[k]);
    if (v === undefined) continue;
    out += `${first ? '' : ','}${keyText(k)}:${v}`;
    first = false;
  }
  return `${out}}`;
}

/** Whether keys[from..] are already in sort order (records built in a fixed order often are). */
function sortedFrom(keys: string[], from: number): boolean {
  for (let i = from + 1; i < keys.length; i++) if (keys[i - 1] > keys[i]) return false;
  return true;
}

/** Quoted key texts: the same few keys recur in every record. Bounded against unbounded key sets. */
const quotedKeys = new Map<string, string>();
function keyText(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quotedKeys.size >= 10_000) quotedKeys.clear();
    quotedKeys.set(k, q);
  }
  return q;
}
