import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/json';
import { Rng } from '../../src/generator/rng';

/** The definition: JSON.stringify of a copy whose object keys are sorted. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

const LEAVES: unknown[] = [null, true, false, 0, -0, 1.5, -3e-7, 1e21, NaN, Infinity, '', 'a"b\\c', 'ünï\u2028', '\u0000', undefined, () => 1];

function randomValue(rng: Rng, depth: number): unknown {
  if (depth === 0 || rng.next() < 0.3) return rng.pick(LEAVES);
  if (rng.next() < 0.5) return Array.from({ length: rng.int(0, 4) }, () => randomValue(rng, depth - 1));
  const keys = ['b', 'a', 'é', '10', '2', '01', '4294967295', '4294967294', 'A', 'key with space', '__proto_'];
  return Object.fromEntries(rng.sample(keys, rng.int(0, 5)).map((k) => [k, randomValue(rng, depth - 1)]));
}

describe('canonicalJson', () => {
  it('writes exactly JSON.stringify of the key-sorted value', () => {
    const rng = new Rng(42);
    for (let i = 0; i < 2000; i++) {
      const v = randomValue(rng, 4);
      expect(canonicalJson(v)).toBe(JSON.stringify(sortKeys(v)));
    }
  });

  it('gives equal bytes for values that differ only in key order', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: null })).toBe(canonicalJson({ a: null, b: [1, { c: 2, d: 1 }] }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});
