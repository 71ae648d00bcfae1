import { describe, expect, it } from 'vitest';
import { keyIndexPath, rangeKeyPaths, THUMB_KEYS, type Grid, type KeyModel } from '../../src/generator/cores/calibration';

/** What a key does to a thumb at index `i` on a track of `n` steps (page keys clamp at the ends). */
function apply(keys: KeyModel, g: Grid, i: number, key: string): number {
  const p = keys.page(g.step) ?? 0;
  const moved = { ArrowRight: i + 1, ArrowLeft: i - 1, PageUp: i + p, PageDown: i - p, Home: 0, End: g.n }[key];
  if (moved === undefined) throw new Error(`unknown key ${key}`);
  return Math.max(0, Math.min(g.n, moved));
}

/** Fewest keys from `from` to `to` by breadth-first search over the key model, staying in bounds. */
function shortest(keys: KeyModel, g: Grid, from: number, to: number, [lo, hi]: [number, number]): number {
  const all = ['ArrowRight', 'ArrowLeft', ...(keys.page(g.step) ? ['PageUp', 'PageDown'] : []), ...(keys.edges ? ['Home', 'End'] : [])];
  const seen = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const i = queue.shift()!;
    if (i === to) return seen.get(i)!;
    for (const k of all) {
      const j = apply(keys, g, i, k);
      if (j < lo || j > hi || seen.has(j)) continue;
      seen.set(j, seen.get(i)! + 1);
      queue.push(j);
    }
  }
  return Infinity;
}

const grids: Grid[] = [{ min: 0, step: 1, n: 24 }, { min: 0, step: 5, n: 40 }, { min: 20, step: 2, n: 60 }];

describe('slider key paths', () => {
  it('are as short as any key sequence of the library, and end on the target inside the bounds', () => {
    for (const [lib, keys] of Object.entries(THUMB_KEYS)) {
      for (const g of grids) {
        for (const bounds of [[0, g.n], [0, Math.floor(g.n * 0.7)], [Math.floor(g.n * 0.3), g.n]] as [number, number][]) {
          for (let from = bounds[0]; from <= bounds[1]; from += 3) {
            for (let to = bounds[0]; to <= bounds[1]; to += 2) {
              const path = keyIndexPath(keys, g, from, to, bounds);
              let at = from;
              for (const k of path) {
                at = apply(keys, g, at, k);
                expect(at, `${lib} ${k} left the bounds`).toBeGreaterThanOrEqual(bounds[0]);
                expect(at).toBeLessThanOrEqual(bounds[1]);
              }
              expect(at, `${lib} ${from}→${to}: ${path.join(' ')}`).toBe(to);
              expect(path.length, `${lib} ${from}→${to}`).toBe(shortest(keys, g, from, to, bounds));
            }
          }
        }
      }
    }
  });

  it('move the two thumbs of a range without one ever reaching the other', () => {
    const g: Grid = { min: 0, step: 1, n: 30 };
    for (const keys of Object.values(THUMB_KEYS)) {
      for (const from of [[3, 20], [10, 12], [0, 30]] as [number, number][]) {
        for (let x = 0; x < g.n; x += 2) {
          for (let y = x + 1; y <= g.n; y += 3) {
            const now: [number, number] = [...from];
            for (const { thumb, keys: path } of rangeKeyPaths(keys, g, from, [x, y])) {
              for (const k of path) {
                now[thumb] = apply(keys, g, now[thumb], k);
                expect(now[0], `${from} → ${[x, y]}`).toBeLessThan(now[1]);
              }
            }
            expect(now).toEqual([x, y]);
          }
        }
      }
    }
  });

  it('stop at the first value the verifier accepts when given slack, never passing through one before', () => {
    const g: Grid = { min: 0, step: 1, n: 100 };
    for (const keys of Object.values(THUMB_KEYS)) {
      for (const [from, to, slack] of [[50, 80, 2], [20, 30, 2], [100, 12, 1], [0, 47, 3]]) {
        const path = keyIndexPath(keys, g, from, to, [0, g.n], slack);
        const seen = path.reduce<number[]>((at, k) => [...at, apply(keys, g, at[at.length - 1], k)], [from]);
        expect(Math.abs(seen[seen.length - 1] - to)).toBeLessThanOrEqual(slack);
        expect(seen.slice(0, -1).every((i) => Math.abs(i - to) > slack), `${from}→${to}±${slack}: ${seen}`).toBe(true);
        expect(path.length).toBeLessThanOrEqual(keyIndexPath(keys, g, from, to).length);
      }
    }
  });

  it('use MUI page keys only where ten value units are a whole number of steps', () => {
    expect(THUMB_KEYS.mui.page(1)).toBe(10);
    expect(THUMB_KEYS.mui.page(5)).toBe(2);
    expect(THUMB_KEYS.mui.page(10)).toBeNull();
    expect(THUMB_KEYS.mui.page(3)).toBeNull();
  });
});
