/**
 * Tree view: folders that expand in place to show what they hold (antd's Tree, MUI X's
 * RichTreeView, Mantine's Tree). Tasks select a node by its path, expand a folder, tick an exact
 * set of leaves in a checkable tree or clear every tick; hard trees repeat a name under two
 * parents and show the look-alike's folder open. State: `expanded`, `selected`, `checked`, as
 * paths of labels from the root.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import type { NodePath } from '../../core/treePaths';
import { nodePath, treeNode } from '../../generator/cores/hierarchy';
import { TREE_TEMPLATES, treeCore, ticks, type TreeControls } from '../../generator/cores/treeTasks';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  nodes: z.array(treeNode).min(2),
  /** Whether nodes carry checkboxes (then a click on a node does not select it). */
  checkable: z.boolean(),
  /** On load: the open folders, the selected node (empty: none) and the ticked leaves. */
  expanded: z.array(nodePath),
  selected: z.array(z.string().min(1)),
  checked: z.array(nodePath),
});
export type Params = z.infer<typeof params>;
export type Fields = { expanded: NodePath[]; selected: string[]; checked: NodePath[] };

const nameOf = (path: NodePath) => path[path.length - 1];
const nth = (k: number) => (k ? { nth: k } : {});

/**
 * A click on a folder opens it (antd: with its expandAction prop; antd's folders are named after
 * their switcher icon too, "caret-down Projects"). antd ticks from the node's checkbox; in MUI's and
 * Mantine's checkable trees the checkboxes are not in the accessibility tree, and Space on the
 * focused node ticks it.
 */
function controls(ctx: CoreContext): TreeControls {
  const icon = ctx.library === 'antd' ? (ticks(ctx.template) ? 'caret-down caret-down ' : 'caret-down ') : '';
  const item = (name: string, k: number): Target => ctx.scope({ role: 'treeitem', name, ...nth(k) });
  return {
    expand: (path, at) => [{ do: 'click', target: item(icon + nameOf(path), at.nth) }],
    select: (path, at) => [{ do: 'click', target: item(nameOf(path), at.nth) }],
    tick: (path, at) => ctx.library === 'antd'
      ? [{ do: 'click', target: ctx.scope({ role: 'checkbox', name: nameOf(path), ...nth(at.nth) }) }]
      : [{ do: 'press', target: item(nameOf(path), at.nth), key: ' ' }],
  };
}

export default defineFamily<Params>({
  type: 'tree_view',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: TREE_TEMPLATES,
  baseAxes: { depth_layering: 2 },
  core: (ctx) => treeCore(ctx, controls(ctx), (t) => ({
    label: t.label, nodes: t.nodes, checkable: t.checkable,
    expanded: t.initial.expanded, selected: t.initial.selected, checked: t.initial.checked,
  })),
});
