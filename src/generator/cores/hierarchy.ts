/**
 * Hierarchies for the tree types (tree view, tree select, tree grid): folders of files, teams,
 * services. A node is named by its path of labels from the root, which is what their state holds,
 * since hard hierarchies repeat a name under two parents ("Brief.docx" in "Alpha" and in "Beta").
 */
import { z } from 'zod';
import type { CoreContext } from '../family';
import { leafPaths, twinsOf, type NodePath, type TreeNode } from '../../core/treePaths';

export const treeNode: z.ZodType<TreeNode> = z.lazy(() => z.strictObject({ label: z.string().min(1), children: z.array(treeNode).min(1).optional() }));

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

