/**
 * The spec a task page fetches holds its predicate, and the predicate holds the target. The
 * response is encoded so the target cannot be read off it: by a glance at the network panel, a
 * `curl`, or an agent that manages to load the URL. The spec's JSON, as UTF-8, is XORed with a
 * keystream seeded by a key built into the page bundle and the task id, then base64-encoded.
 *
 * This is obfuscation against casual reading, not secrecy: the key ships with every task page, so
 * anyone who reads the bundle can decode every spec. What keeps an agent from the target is the
 * harness (confinement to the task page, no script access); this keeps the plain target out of
 * every response body the page fetches, which the leak scan checks.
 */

export const SPEC_FORMAT = 'componentbench-spec';
export const SPEC_FORMAT_VERSION = 1;

/** Built into the bundle; changing it changes every encoded spec, not any task. */
const KEY = 'componentbench:task-spec:v1';

/** FNV-1a over the key and the id: the keystream's seed, different for every task. */
function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${KEY}\u0000${id}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small, fast keystream (no cryptographic claim is made). */
function keystream(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) & 0xff;
  };
}

function xor(bytes: Uint8Array, id: string): Uint8Array {
  const next = keystream(seedOf(id));
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] ^ next();
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The response body of task `id`'s spec. */
export function encodeSpec(id: string, spec: unknown): string {
  const data = toBase64(xor(new TextEncoder().encode(JSON.stringify(spec)), id));
  return JSON.stringify({ format: SPEC_FORMAT, format_version: SPEC_FORMAT_VERSION, id, data });
}

/** The spec of task `id` from its response body; throws, naming the task, on anything else. */
export function decodeSpec(id: string, body: string): unknown {
  let envelope: { format?: unknown; format_version?: unknown; id?: unknown; data?: unknown };
  try {
    envelope = JSON.parse(body);
  } catch {
    throw new Error(`spec ${id}: not JSON`);
  }
  if (envelope.format !== SPEC_FORMAT || envelope.format_version !== SPEC_FORMAT_VERSION || typeof envelope.data !== 'string') {
    throw new Error(`spec ${id}: not a ${SPEC_FORMAT} v${SPEC_FORMAT_VERSION} body`);
  }
  if (envelope.id !== id) throw new Error(`spec ${id}: the body is task ${String(envelope.id)}'s`);
  return JSON.parse(new TextDecoder().decode(xor(fromBase64(envelope.data), id)));
}
