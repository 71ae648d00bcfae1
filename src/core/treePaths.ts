/**
 * Paths in a tree of labelled nodes: a node is named by its path of labels from the root, since a
 * name can repeat under two parents. Pure helpers the generator and the task pages share.
 */

// A type, not an interface: params must be plain JSON.
export type TreeNode = { label: string; children?: TreeNode[] };

/** A node's path: its label and its ancestors' labels, from the root. */
export type NodePath = string[];

/** Every node's path, in display order (a parent before its children). */
export const allPaths = (nodes: readonly TreeNode[], above: NodePath = []): NodePath[] =>
  nodes.flatMap((n) => [[...above, n.label], ...(n.children ? allPaths(n.children, [...above, n.label]) : [])]);

/** The paths of the nodes that have children, in display order. */
export const folderPaths = (nodes: readonly TreeNode[]): NodePath[] => allPaths(nodes).filter((p) => nodeAt(nodes, p)?.children);

/** The paths of the nodes without children, in display order. */
export const leafPaths = (nodes: readonly TreeNode[]): NodePath[] => allPaths(nodes).filter((p) => !nodeAt(nodes, p)?.children);

export function nodeAt(nodes: readonly TreeNode[], path: readonly string[]): TreeNode | undefined {
  let level: readonly TreeNode[] | undefined = nodes;
  let found: TreeNode | undefined;
  for (const label of path) {
    found = level?.find((n) => n.label === label);
    level = found?.children;
  }
  return found;
}

export const samePath = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** The folders above a path, outermost first. */
export const ancestors = (path: readonly string[]): NodePath[] => path.slice(0, -1).map((_, k) => path.slice(0, k + 1));

/** Paths of `among` that end in the same label as `path` (and are not it). */
export const twinsOf = (among: readonly NodePath[], path: readonly string[]) => among.filter((q) => q[q.length - 1] === path[path.length - 1] && !samePath(q, path));

/** Paths of `among` in display order (the order of `all`). */
export const inTreeOrder = (all: readonly NodePath[], among: readonly NodePath[]) => all.filter((p) => among.some((q) => samePath(p, q)));

/** "Alpha" › "Brief.docx". */
export const quotePath = (path: readonly string[]) => path.map((p) => `"${p}"`).join(' › ');

/**
 * Where a node is among the nodes shown while the folders in `expanded` are open (a node shows when
 * every folder above it is open), in display order: `nth` among the shown nodes of its name,
 * `folder` among the shown folders, `closed` among the shown folders that are closed, and `row`
 * among all shown nodes. What a target's `nth` needs when shown nodes share a name or a control.
 */
export function shownIndex(roots: readonly TreeNode[], expanded: readonly NodePath[], path: readonly string[]): { nth: number; folder: number; closed: number; row: number } {
  const open = (p: NodePath) => expanded.some((e) => samePath(e, p));
  const shown = allPaths(roots).filter((p) => ancestors(p).every(open));
  const folders = shown.filter((p) => nodeAt(roots, p)?.children);
  const at = (among: NodePath[]) => among.findIndex((p) => samePath(p, path));
  return {
    nth: at(shown.filter((p) => p[p.length - 1] === path[path.length - 1])),
    folder: at(folders),
    closed: at(folders.filter((p) => !open(p))),
    row: at(shown),
  };
}
