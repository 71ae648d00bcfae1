import { describe, expect, it } from 'vitest';
import { arrayMove, plannedDrags } from '../../src/canonical/drag_drop_sortable_list/family';
import { dropOnto } from '../../src/generator/cores/drops';
import { Rng } from '../../src/generator/rng';

/** Length of a longest increasing run, by brute force over subsets (small lists only). */
function longestRun(a: number[]): number {
  let best = 0;
  for (let mask = 0; mask < 1 << a.length; mask++) {
    const picked = a.filter((_, i) => mask & (1 << i));
    if (picked.every((v, i) => i === 0 || picked[i - 1] < v)) best = Math.max(best, picked.length);
  }
  return best;
}

describe('sortable list reference drags', () => {
  it('moves a dropped row to the dropped-on row\'s place, as dnd-kit does', () => {
    expect(arrayMove(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(arrayMove(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('reaches every goal order of up to 7 rows with the fewest drags (rows outside a longest run in goal order)', () => {
    const rng = new Rng(7);
    for (let trial = 0; trial < 300; trial++) {
      const n = rng.int(2, 7);
      const start = Array.from({ length: n }, (_, i) => `r${i}`);
      const goal = rng.shuffle(start);
      let cur = [...start];
      const drags = plannedDrags(start, goal);
      for (const [row, onto] of drags) cur = arrayMove(cur, cur.indexOf(row), cur.indexOf(onto));
      expect(cur).toEqual(goal);
      expect(drags.length).toBe(n - longestRun(start.map((s) => goal.indexOf(s))));
    }
  });

  it('plans nothing for a list already in order, and one drag for the last row moved to the top', () => {
    expect(plannedDrags(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(plannedDrags(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual([['d', 'a']]);
  });

  it('drops a row onto a row of another list at that row\'s place, and within its own list as arrayMove', () => {
    expect(dropOnto([['a', 'b'], ['c', 'd']], 'a', 'd')).toEqual([['b'], ['c', 'a', 'd']]);
    expect(dropOnto([['a', 'b', 'c'], ['d']], 'a', 'c')).toEqual([['b', 'c', 'a'], ['d']]);
    expect(() => dropOnto([['a'], ['b']], 'a', 'z')).toThrow(/"z"/);
  });
});
