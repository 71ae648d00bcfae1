/**
 * Tree select: a field whose popup is a tree (antd's TreeSelect, Mantine's TreeSelect, and for MUI,
 * which ships none, a TextField opening a Popover with MUI X's RichTreeView). Tasks open the field,
 * open folders in the popup and pick a leaf, tick an exact set of leaves in a multiple field, or
 * clear the field. Hard hierarchies repeat a leaf name under two parents and open the look-alike's
 * folders in the popup. State: `value` (the chosen leaf's path, or empty) in a single field,
 * `values` (the ticked leaves' paths) in a multiple one.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import {
  allPaths, ancestors, folderPaths, inTreeOrder, leafPaths, quotePath, samePath, twinsOf, type NodePath,
} from '../../core/treePaths';
import { TreeWalk } from '../../generator/cores/treeTasks';
import { nodePath, pickHierarchy, pickLeaf, treeNode } from '../../generator/cores/hierarchy';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  placeholder: z.string(),
  nodes: z.array(treeNode).min(2),
  /** Whether the field holds several ticked leaves rather than one. */
  multiple: z.boolean(),
  /** Folders open when the popup first shows. */
  open: z.array(nodePath),
  /** The value on load: one leaf's path (empty: none), or the ticked leaves. */
  value: z.array(z.string().min(1)),
  values: z.array(nodePath),
});
export type Params = z.infer<typeof params>;
export type Fields = { value: string[]; values: NodePath[] };

const nameOf = (path: NodePath) => path[path.length - 1];
const nth = (k: number) => (k ? { nth: k } : {});

/**
 * How each library's popup is worked. antd: the field is a combobox, nodes are treeitems named
 * after their switcher icon too ("caret-down Projects"), and a folder opens on a click
 * (treeExpandAction); a multiple field ticks from a node's checkbox, and since a click on a folder
 * there ticks it, its popup shows every folder open. MUI: a text field opening a tree of treeitems;
 * a folder opens on a click, Space ticks. Mantine: a text field opening a listbox of options, a
 * folder's named after its chevron button ("Expand Projects"); in a multiple (checkbox) field a
 * click on a folder would tick it, so folders open from their "Expand" buttons.
 */
function controls(ctx: CoreContext, multiple: boolean) {
  const lib = ctx.library;
  const field = (label: string): Target => ctx.scope({ role: lib === 'antd' ? 'combobox' : 'textbox', name: label });
  const node = (name: string, k: number): Target => ({ role: lib === 'mantine' ? 'option' : 'treeitem', name, ...nth(k) });
  const folder = (path: NodePath) => ({ antd: `caret-down ${nameOf(path)}`, mui: nameOf(path), mantine: `Expand ${nameOf(path)}` })[lib];
  return {
    field,
    expand: (path: NodePath, at: { nth: number }): ReferenceStep => lib === 'mantine' && multiple
      ? { do: 'click', target: { role: 'button', name: 'Expand', within: node(folder(path), at.nth) } }
      : { do: 'click', target: node(folder(path), at.nth) },
    pick: (path: NodePath, at: { nth: number }): ReferenceStep => lib === 'mui' && multiple
      ? { do: 'press', target: node(nameOf(path), at.nth), key: ' ' }
      : lib === 'antd' && multiple
        ? { do: 'click', target: { role: 'checkbox', name: nameOf(path), ...nth(at.nth) } }
        : { do: 'click', target: node(nameOf(path), at.nth) },
    clear: (): Target => ctx.scope(lib === 'antd' ? { role: 'image', name: 'close-circle' } : { role: 'button', name: 'Clear' }),
  };
}

export default defineFamily<Params>({
  type: 'tree_select',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['hierarchical_path_select', 'select_many', 'clear_reset'],
  notOn: {
    mantine: {
      templates: ['clear_reset'],
      why: 'Mantine\'s TreeSelect ships its clear button aria-hidden and out of the tab order: no element of the accessibility tree empties the field',
    },
  },
  baseAxes: { depth_layering: 3 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const h = pickHierarchy(ctx);
    const nodes = h.roots;
    const all = allPaths(nodes);
    const leaves = leafPaths(nodes);
    const multiple = template === 'select_many';
    const c = controls(ctx, multiple);
    const base = { label: h.field, placeholder: `Choose ${h.noun === 'item' ? 'an item' : `a ${h.noun}`}`, nodes, multiple };
    const steps: ReferenceStep[] = [{ do: 'click', target: c.field(h.field) }];
    // The solution walks the popup's tree: opening the folders above a leaf, then picking it.
    let walk = new TreeWalk(nodes, []);
    const reachAndPick = (path: NodePath) => steps.push(...walk.reach(path, (a) => [c.expand(a, walk.where(a))]), c.pick(path, walk.where(path)));

    if (template === 'clear_reset') {
      const current = pickLeaf(ctx, nodes);
      return {
        params: { ...base, open: [], value: current, values: [] },
        checks: [{ kind: 'path_equals', field: 'value', target: [] }],
        goal: { text: `clear the "${h.field}" field`, reference: `clear the "${h.field}" field` },
        solution: [{ do: 'hover', target: c.field(h.field) }, { do: 'click', target: c.clear() }],
        wrong: [{ why: 'left the value in place', fields: { value: current } }],
        why: 'a clear button that shows on hover',
      };
    }

    if (!multiple) {
      const target = pickLeaf(ctx, nodes);
      const twins = twinsOf(leaves, target);
      // Hard popups open with a look-alike's folders showing; easy ones with the target's top folder.
      const initialOpen = bucket === 'easy' ? [target.slice(0, 1)] : bucket === 'mid' ? [] : twins.slice(0, 1).flatMap(ancestors);
      walk = new TreeWalk(nodes, initialOpen);
      const current = bucket === 'easy' ? [] : rng.pick(leaves.filter((l) => !samePath(l, target) && !twins.some((t) => samePath(t, l))));
      reachAndPick(target);
      const near = twins[0] ?? rng.pick(leaves.filter((l) => !samePath(l, target) && samePath(l.slice(0, -1), target.slice(0, -1))));
      return {
        params: { ...base, open: inTreeOrder(all, initialOpen), value: current, values: [] },
        checks: [{ kind: 'path_equals', field: 'value', target }],
        goal: { text: `set "${h.field}" to ${quotePath(target)}`, reference: `set "${h.field}" to the ${h.noun} at the path shown in the reference picture` },
        solution: steps,
        wrong: [{ why: `chose ${quotePath(near)}`, fields: { value: near } }, ...(current.length ? [{ why: 'left the old value', fields: { value: current } }] : [])],
        axes: { disambiguation_load: twins.length ? 1 : 0 },
        why: `${target.length} levels in a popup${twins.length ? `, "${nameOf(target)}" also under ${quotePath(twins[0].slice(0, -1))}` : ''}`,
      };
    }

    // Several leaves: easy ones in one folder, harder ones spread out; hard ones start with a
    // look-alike ticked, to untick.
    const size = bucket === 'hard' ? 3 : 2;
    const folder = rng.pick(all.filter((p) => p.length === 2));
    const pool = bucket === 'easy' ? leaves.filter((l) => samePath(l.slice(0, 2), folder)) : leaves;
    let target = inTreeOrder(all, rng.sample(pool, size));
    if (bucket === 'hard' && !target.some((t) => twinsOf(leaves, t).length)) target = inTreeOrder(all, [...target.slice(1), pickLeaf(ctx, nodes)]);
    const rest = leaves.filter((l) => !target.some((t) => samePath(t, l)));
    const lookAlikes = rest.filter((l) => twinsOf(target, l).length);
    const stray = rng.pick(bucket === 'hard' && lookAlikes.length ? lookAlikes : rest);
    const initial = bucket === 'hard' ? [stray] : [];
    // The popup opens on the ticked leaves' folders (antd's, where a click on a folder would tick it, on every folder).
    const initialOpen = ctx.library === 'antd' ? folderPaths(nodes) : inTreeOrder(all, initial.flatMap(ancestors));
    walk = new TreeWalk(nodes, initialOpen);
    const has = (set: NodePath[], l: NodePath) => set.some((x) => samePath(x, l));
    for (const l of leaves.filter((x) => has(target, x) !== has(initial, x))) reachAndPick(l);
    const missing = rng.pick(target);
    return {
      params: { ...base, open: initialOpen, value: [], values: initial },
      checks: [{ kind: 'set_equals', field: 'values', target }],
      goal: {
        text: `have exactly ${target.map(quotePath).join(', ').replace(/, ([^,]*)$/, ' and $1')} ticked in "${h.field}"`,
        reference: `tick exactly the ${h.noun}s shown in the reference picture in "${h.field}"`,
      },
      solution: steps,
      // The popup stays open over the page after ticks: Escape closes it before a commit button.
      tidy: [{ do: 'keyboard_press', key: 'Escape' }],
      wrong: [
        { why: `left out ${quotePath(missing)}`, fields: { values: target.filter((t) => t !== missing) } },
        { why: `also ticked ${quotePath(stray)}`, fields: { values: inTreeOrder(all, [...target, stray]) } },
      ],
      axes: { density_choice_interference: 1, disambiguation_load: target.some((t) => twinsOf(leaves, t).length) ? 1 : 0 },
      why: `${target.length} leaves in ${new Set(target.map((t) => t[1])).size} folder(s) of a popup tree`,
    };
  },
});
