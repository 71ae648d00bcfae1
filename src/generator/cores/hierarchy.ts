/**
 * Hierarchies for the tree types (tree view, tree select, tree grid): folders of files, teams,
 * services. A node is named by its path of labels from the root, which is what their state holds,
 * since hard hierarchies repeat a name under two parents ("Brief.docx" in "Alpha" and in "Beta").
 */
import { z } from 'zod';
import type { CoreContext } from '../family';

// A type, not an interface: params must be plain JSON.
export type TreeNode = { label: string; children?: TreeNode[] };
export const treeNode: z.ZodType<TreeNode> = z.lazy(() => z.strictObject({ label: z.string().min(1), children: z.array(treeNode).min(1).optional() }));

/** A node's path: its label and its ancestors' labels, from the root. */
export type NodePath = string[];
export const nodePath = z.array(z.string().min(1)).min(1);

type Nesting = { [label: string]: Nesting | string[] };
/** Nodes from a nested record: a record is a folder, an array lists a folder's leaves. */
export const nest = (spec: Nesting): TreeNode[] =>
  Object.entries(spec).map(([label, inner]) => ({ label, children: Array.isArray(inner) ? inner.map((l) => ({ label: l })) : nest(inner) }));

export interface Hierarchy {
  /** What the tree is (a heading or a field label). */
  label: string;
  /** What one leaf is, for instructions ("file", "team"). */
  noun: string;
  /** The label of a field that holds one of its leaves. */
  field: string;
  roots: TreeNode[];
}

/** Three top-level branches each; every set repeats leaf names under two parents, for hard tasks. */
export const HIERARCHIES: Hierarchy[] = [
  {
    label: 'Project files',
    field: 'Attached file',
    noun: 'file',
    roots: nest({
      Projects: { Alpha: ['Brief.docx', 'Budget.xlsx', 'Timeline.pdf'], Beta: ['Brief.docx', 'Risks.md', 'Roadmap.pdf'] },
      Archive: { '2024': ['Contracts.pdf', 'Summary.pdf'], '2025': ['Invoices.xlsx', 'Summary.pdf'] },
      Shared: { Brand: ['Colours.pdf', 'Logo.svg'], Templates: ['Invoice.xlsx', 'Letter.docx'] },
    }),
  },
  {
    label: 'Team directory',
    field: 'Owning team',
    noun: 'team',
    roots: nest({
      Engineering: { Backend: ['Payments', 'Platform', 'Search'], Frontend: ['Design system', 'Mobile', 'Web'] },
      Operations: { Finance: ['Billing', 'Budgets', 'Payroll'], People: ['Hiring', 'Onboarding', 'Payroll'] },
      Sales: { Field: ['Enterprise', 'Partners'], Online: ['Renewals', 'Self-serve', 'Web'] },
    }),
  },
  {
    label: 'Media library',
    field: 'Cover item',
    noun: 'item',
    roots: nest({
      Pictures: { Family: ['Beach.jpg', 'Birthday.jpg'], Vacation: ['Beach.jpg', 'Harbour.jpg', 'Mountains.jpg'] },
      Music: { Albums: ['Blue Hour', 'Night Drive'], Playlists: ['Focus', 'Night Drive', 'Running'] },
      Videos: { Clips: ['Intro.mp4', 'Teaser.mp4'], Tutorials: ['Setup.mp4', 'Shortcuts.mp4'] },
    }),
  },
  {
    label: 'Service catalog',
    field: 'Affected service',
    noun: 'service',
    roots: nest({
      Platform: { Gateway: ['Auth service', 'Rate limiter'], Storage: ['Backups', 'Object store', 'Rate limiter'] },
      Finance: { Billing: ['Invoicing', 'Payments'], Reporting: ['Forecasts', 'Ledger', 'Payments'] },
      Support: { Channels: ['Chat', 'Email', 'Phone'], Tools: ['Knowledge base', 'Macros'] },
    }),
  },
];

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
 * The hierarchy a task shows: easy and mid tasks keep two of the three branches (fewer rows), hard
 * ones all three.
 */
export function pickHierarchy(ctx: CoreContext): Hierarchy & { roots: TreeNode[] } {
  const set = ctx.rng.pick(HIERARCHIES);
  const roots = ctx.bucket === 'hard' ? set.roots : ctx.rng.sample(set.roots, 2).sort((a, b) => set.roots.indexOf(a) - set.roots.indexOf(b));
  return { ...set, roots };
}

/** A leaf for a task: on hard tasks one whose name repeats elsewhere, otherwise one unique name. */
export function pickLeaf(ctx: CoreContext, roots: readonly TreeNode[]): NodePath {
  const leaves = leafPaths(roots);
  const twinned = leaves.filter((p) => twinsOf(leaves, p).length);
  const unique = leaves.filter((p) => !twinsOf(leaves, p).length);
  return ctx.rng.pick(ctx.bucket === 'hard' && twinned.length ? twinned : unique.length ? unique : leaves);
}

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
