/**
 * Drops as the drag-and-drop types' pages apply them (dnd-kit sortable containers, closest-centre
 * collisions): the generator replays its reference drags with these to know the goal state.
 */

/** arrayMove as dnd-kit's sortable applies it on a drop: the row at `from` ends at `to`. */
export function arrayMove<T>(a: readonly T[], from: number, to: number): T[] {
  const out = [...a];
  out.splice(to, 0, ...out.splice(from, 1));
  return out;
}

/**
 * The lists after `row` is dropped onto the row `onto`: within its own list it takes `onto`'s
 * place (arrayMove); into another list it is inserted at `onto`'s place.
 */
export function dropOnto(lists: readonly (readonly string[])[], row: string, onto: string): string[][] {
  const from = lists.findIndex((l) => l.includes(row));
  const to = lists.findIndex((l) => l.includes(onto));
  if (from < 0 || to < 0) throw new Error(`no list holds "${from < 0 ? row : onto}"`);
  if (from === to) return lists.map((l, i) => (i === to ? arrayMove(l, l.indexOf(row), l.indexOf(onto)) : [...l]));
  const next = lists.map((l) => l.filter((y) => y !== row));
  next[to].splice(next[to].indexOf(onto), 0, row);
  return next;
}
