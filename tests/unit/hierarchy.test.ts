import { describe, expect, it } from 'vitest';
import { allPaths, folderPaths, leafPaths, shownIndex, twinsOf } from '../../src/core/treePaths';
import { HIERARCHIES, nest } from '../../src/generator/cores/hierarchy';
import { keyOf, pathsInOrder } from '../../src/env/kit/tree';

const roots = nest({ A: { X: ['one', 'two'], Y: ['one', 'three'] }, B: ['four'] });

describe('hierarchies', () => {
  it('lists nodes in display order, parents before children', () => {
    expect(allPaths(roots).map((p) => p.join('/'))).toEqual(['A', 'A/X', 'A/X/one', 'A/X/two', 'A/Y', 'A/Y/one', 'A/Y/three', 'B', 'B/four']);
    expect(folderPaths(roots).map((p) => p.join('/'))).toEqual(['A', 'A/X', 'A/Y', 'B']);
    expect(leafPaths(roots)).toHaveLength(5);
  });

  it('tells a repeated name apart by where it shows', () => {
    const leaves = leafPaths(roots);
    expect(twinsOf(leaves, ['A', 'X', 'one'])).toEqual([['A', 'Y', 'one']]);
    // With both folders open, A/Y/one is the second "one" on screen; with only Y open, the first.
    expect(shownIndex(roots, [['A'], ['A', 'X'], ['A', 'Y']], ['A', 'Y', 'one'])).toEqual({ nth: 1, folder: -1, closed: -1, row: 5 });
    expect(shownIndex(roots, [['A'], ['A', 'Y']], ['A', 'Y', 'one']).nth).toBe(0);
    // Folders count among the shown folders: A, X, Y, B with A open; B is the fourth.
    expect(shownIndex(roots, [['A']], ['B']).folder).toBe(3);
    // Among the closed ones (X, Y, B) it is the third; among all shown rows (A, X, Y, B) the fourth.
    expect(shownIndex(roots, [['A']], ['B'])).toMatchObject({ closed: 2, row: 3 });
    // A node under a closed folder does not show.
    expect(shownIndex(roots, [], ['A', 'X']).nth).toBe(-1);
  });

  it('reads library keys back as paths in display order, keeping only the kind asked for', () => {
    const keys = [keyOf(['B', 'four']), keyOf(['A']), keyOf(['A', 'X', 'two'])];
    expect(pathsInOrder(roots, keys)).toEqual([['A'], ['A', 'X', 'two'], ['B', 'four']]);
    expect(pathsInOrder(roots, keys, 'leaves')).toEqual([['A', 'X', 'two'], ['B', 'four']]);
    expect(pathsInOrder(roots, keys, 'folders')).toEqual([['A']]);
  });

  it('gives every bundled hierarchy three branches and a name under two parents', () => {
    for (const h of HIERARCHIES) {
      expect(h.roots).toHaveLength(3);
      const leaves = leafPaths(h.roots);
      expect(leaves.some((l) => twinsOf(leaves, l).length > 0), h.label).toBe(true);
    }
  });
});
