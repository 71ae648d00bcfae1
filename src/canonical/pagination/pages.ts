/**
 * Which page controls each library's pagination shows on a given page (ported from the libraries'
 * own page-range code at their default settings), and the fewest clicks from one page to another.
 * Reference solutions are planned on this model, so they click only what is on screen.
 */
import type { Library } from '../../core/ontology';
import type { Target } from '../../core/taskSpec';

/** A clickable control: its accessible name and the page it goes to. */
export interface PageControl {
  name: string;
  to: number;
}

const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);

/** rc-pagination (antd): two pages either side, first and last, and jump-by-five items. */
function antd(page: number, pages: number): PageControl[] {
  const out: PageControl[] = [];
  const num = (n: number) => out.push({ name: String(n), to: n });
  if (page > 1) out.push({ name: 'Previous Page', to: page - 1 });
  if (pages <= 7) range(1, pages).forEach(num);
  else {
    let left = Math.max(1, page - 2);
    let right = Math.min(page + 2, pages);
    if (page - 1 <= 2) right = 5;
    if (pages - page <= 2) left = pages - 4;
    const jumpPrev = page - 1 >= 4 && page !== 3;
    const jumpNext = pages - page >= 4 && page !== pages - 2;
    if (jumpPrev && right !== pages) left += 1;
    if (jumpNext && left !== 1) right -= 1;
    if (left !== 1) num(1);
    if (jumpPrev) out.push({ name: 'Previous 5 Pages', to: Math.max(1, page - 5) });
    range(left, right).forEach(num);
    if (jumpNext) out.push({ name: 'Next 5 Pages', to: Math.min(pages, page + 5) });
    if (right !== pages) num(pages);
  }
  if (page < pages) out.push({ name: 'Next Page', to: page + 1 });
  return out;
}

/** MUI usePagination: one boundary page and one sibling either side, ellipses between. */
function mui(page: number, pages: number): PageControl[] {
  const siblingsStart = Math.max(Math.min(page - 1, pages - 4), 3);
  const siblingsEnd = Math.min(Math.max(page + 1, 5), pages - 2);
  const shown = [
    1,
    ...(siblingsStart > 3 ? [] : 2 < pages - 1 ? [2] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < pages - 2 ? [] : pages - 1 > 1 ? [pages - 1] : []),
    ...(pages > 1 ? [pages] : []),
  ];
  return [
    ...(page > 1 ? [{ name: 'Go to previous page', to: page - 1 }] : []),
    ...shown.map((n) => ({ name: n === page ? `page ${n}` : `Go to page ${n}`, to: n })),
    ...(page < pages ? [{ name: 'Go to next page', to: page + 1 }] : []),
  ];
}

/** Mantine usePagination: one boundary page and one sibling either side, dots between. */
function mantine(page: number, pages: number): PageControl[] {
  let shown: number[];
  if (7 >= pages) shown = range(1, pages);
  else {
    const leftSibling = Math.max(page - 1, 1);
    const rightSibling = Math.min(page + 1, pages - 1);
    const leftDots = leftSibling > 3;
    const rightDots = rightSibling < pages - 2;
    if (!leftDots && rightDots) shown = [...range(1, 5), pages];
    else if (leftDots && !rightDots) shown = [1, ...range(pages - 4, pages)];
    else shown = [1, ...range(leftSibling, rightSibling), pages];
  }
  return [
    ...(page > 1 ? [{ name: PREVIOUS, to: page - 1 }] : []),
    ...shown.map((n) => ({ name: String(n), to: n })),
    ...(page < pages ? [{ name: NEXT, to: page + 1 }] : []),
  ];
}

/** Names the Mantine renderer gives its icon-only arrows. */
export const PREVIOUS = 'Previous page';
export const NEXT = 'Next page';

/** Name the antd renderer gives its page list. */
export const ANTD_LIST = 'Pagination';

/**
 * What the reference solution clicks for antd's controls. Its items are list items whose accessible
 * name changes once clicked (a focused item is named by its content, not its title), so they are
 * reached through what they hold: the list item holding the page number, the arrow buttons, the jump icons.
 */
const ANTD_PARTS: Record<string, { role: string; name: string }> = {
  'Previous Page': { role: 'button', name: 'left' },
  'Next Page': { role: 'button', name: 'right' },
  'Previous 5 Pages': { role: 'image', name: 'double-left' },
  'Next 5 Pages': { role: 'image', name: 'double-right' },
};

/** The semantic target of a control, inside the task's instance. MUI and Mantine use buttons. */
export function controlTarget(library: Library, name: string, scope: (t: Target) => Target): Target {
  if (library !== 'antd') return scope({ role: 'button', name });
  return { ...(ANTD_PARTS[name] ?? { role: 'listitem', name }), within: scope({ role: 'list', name: ANTD_LIST }) };
}

export const CONTROLS: Record<Library, (page: number, pages: number) => PageControl[]> = { antd, mui, mantine };

/**
 * MUI's TablePagination with its first and last buttons: arrows only, no page numbers (its
 * default labels, at the ends the buttons are disabled).
 */
export function muiTablePagination(page: number, pages: number): PageControl[] {
  return [
    ...(page > 1 ? [{ name: 'Go to first page', to: 1 }, { name: 'Go to previous page', to: page - 1 }] : []),
    ...(page < pages ? [{ name: 'Go to next page', to: page + 1 }, { name: 'Go to last page', to: pages }] : []),
  ];
}

/** Fewest clicks from `from` to every page (breadth-first), with the names clicked on the way. */
export function shortestPaths(library: Library, pages: number, from: number, controls = CONTROLS[library]): Map<number, string[]> {
  const paths = new Map<number, string[]>([[from, []]]);
  const queue = [from];
  while (queue.length) {
    const page = queue.shift()!;
    for (const c of controls(page, pages)) {
      if (paths.has(c.to)) continue;
      paths.set(c.to, [...paths.get(page)!, c.name]);
      queue.push(c.to);
    }
  }
  return paths;
}
