/**
 * The tree types' state as the three libraries hold it: a node is keyed by its path of labels
 * (JSON), since a name can repeat under two parents; state fields hold the paths themselves, in
 * display order.
 */
import { allPaths, folderPaths, leafPaths, type NodePath, type TreeNode } from '../../core/treePaths';

export const keyOf = (path: readonly string[]): string => JSON.stringify(path);
export const pathOf = (key: string | number | bigint): NodePath => JSON.parse(String(key)) as NodePath;

/** `keys` as paths in display order, keeping only nodes of `among` (all nodes by default). */
export function pathsInOrder(nodes: readonly TreeNode[], keys: readonly (string | number | bigint)[], among: 'all' | 'leaves' | 'folders' = 'all'): NodePath[] {
  const set = new Set(keys.map(String));
  return { all: allPaths, leaves: leafPaths, folders: folderPaths }[among](nodes).filter((p) => set.has(keyOf(p)));
}

/** A node and its descendants, each with its key, for the libraries' data props. */
export interface KeyedNode { key: string; label: string; children?: KeyedNode[] }
export const keyed = (nodes: readonly TreeNode[], above: NodePath = []): KeyedNode[] =>
  nodes.map((n) => ({ key: keyOf([...above, n.label]), label: n.label, ...(n.children ? { children: keyed(n.children, [...above, n.label]) } : {}) }));

/** A row of a tree shown as a table: its node, its depth (0 at the top) and whether it is an open folder. */
export interface TreeRow { key: string; path: NodePath; label: string; level: number; folder: boolean; open: boolean }

/** The rows a tree table shows while the folders in `expanded` are open, in display order. */
export function shownRows(nodes: readonly TreeNode[], expanded: readonly NodePath[]): TreeRow[] {
  const open = new Set(expanded.map(keyOf));
  const walk = (level: readonly TreeNode[], above: NodePath): TreeRow[] => level.flatMap((n) => {
    const path = [...above, n.label];
    const row: TreeRow = { key: keyOf(path), path, label: n.label, level: above.length, folder: !!n.children, open: open.has(keyOf(path)) };
    return [row, ...(n.children && row.open ? walk(n.children, path) : [])];
  });
  return walk(nodes, []);
}

/** Open or close one folder of `expanded`, keeping display order. */
export const toggled = (nodes: readonly TreeNode[], expanded: readonly NodePath[], path: NodePath): NodePath[] =>
  expanded.some((e) => keyOf(e) === keyOf(path))
    ? expanded.filter((e) => keyOf(e) !== keyOf(path))
    : pathsInOrder(nodes, [...expanded, path].map(keyOf), 'folders');
