/** A tree shown as a table with a toggle per group row and a checkbox per row (the MUI and Mantine tree grids). */
import { allPaths, type NodePath, type TreeNode } from '../../core/treePaths';
import { useFields } from './field';
import { keyOf, pathsInOrder, shownRows, toggled, type TreeRow } from './tree';

export interface TreeTableRow extends TreeRow { cells: [string, string]; on: boolean; toggle(): void; tick(on: boolean): void }

export function useTreeTable(nodes: TreeNode[], cells: [string, string][]): TreeTableRow[] {
  const [f, set] = useFields<{ expanded: NodePath[]; checked: NodePath[] }>();
  const index = new Map(allPaths(nodes).map((p, i) => [keyOf(p), i]));
  const checked = new Set(f.checked.map(keyOf));
  return shownRows(nodes, f.expanded).map((r) => ({
    ...r,
    cells: cells[index.get(r.key)!],
    on: checked.has(r.key),
    toggle: () => set({ expanded: toggled(nodes, f.expanded, r.path) }),
    tick: (on) => set({ checked: pathsInOrder(nodes, on ? [...checked, r.key] : [...checked].filter((k) => k !== r.key)) }),
  }));
}
