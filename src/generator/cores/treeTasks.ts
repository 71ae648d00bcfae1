/**
 * Tasks on a tree of folders shown in place (a tree view, a tree grid): select a node by its path,
 * expand a folder, tick an exact set of leaves, clear every tick. What differs per library is how a
 * folder opens and how a node is selected or ticked: the type passes those steps in. The steps
 * follow the tree as it changes, so a node whose name shows twice is told apart by its position
 * among the shown nodes of that name.
 */
import type { ReferenceStep } from '../../core/taskSpec';
import type { CoreContext, CoreTask } from '../family';
import {
  allPaths, ancestors, folderPaths, inTreeOrder, leafPaths, quotePath, samePath, shownIndex, twinsOf, type NodePath, type TreeNode,
} from '../../core/treePaths';
import { pickHierarchy, pickLeaf } from './hierarchy';

/**
 * Where a node shown on screen is (see `shownIndex`), for controls that are named after their
 * position rather than their node, and whether the node is ticked at that moment.
 */
export interface Place {
  nth: number; folder: number; closed: number; row: number; on: boolean;
  /** The shown nodes in display order and the ticked ones, for names that depend on both. */
  shown: NodePath[]; ticked: NodePath[];
}

/** How the task's words name the component: a tree of folders that are ticked, or a table of groups whose rows are selected. */
export interface TreeWords { container: string; folder: string; tick: string; untick: string; ticked: string }
const TREE_WORDS: TreeWords = { container: 'tree', folder: 'folder', tick: 'tick', untick: 'untick', ticked: 'ticked' };

/** The steps of one action on a node shown on screen. */
export interface TreeControls {
  /** Open a collapsed folder. */
  expand(path: NodePath, at: Place): ReferenceStep[];
  /** Select a node (trees that select one node; a tree grid selects rows by their checkboxes). */
  select?(path: NodePath, at: Place): ReferenceStep[];
  /** Tick or untick a leaf. */
  tick(path: NodePath, at: Place): ReferenceStep[];
}

export interface TreeState { expanded: NodePath[]; selected: NodePath | []; checked: NodePath[] }

export interface TreeTask {
  label: string;
  noun: string;
  nodes: TreeNode[];
  /** Whether nodes carry checkboxes. */
  checkable: boolean;
  initial: TreeState;
}

/** Templates a tree core serves: the state field each one checks. */
export const TREE_TEMPLATES = ['hierarchical_path_select', 'disclose', 'select_many', 'clear_reset'] as const;

/** Whether a template's tree carries checkboxes. */
export const ticks = (template: string) => template === 'select_many' || template === 'clear_reset';

const uniq = (paths: NodePath[]) => paths.filter((p, i) => paths.findIndex((q) => samePath(p, q)) === i);

/**
 * A solution's walk through a tree as it opens: the folders open so far, and the steps that open
 * the closed folders above a node, outermost first, each handed its folder while the folder still
 * shows closed.
 */
export class TreeWalk {
  private readonly all: NodePath[];
  open: NodePath[];

  constructor(private readonly nodes: TreeNode[], open: NodePath[]) {
    this.all = allPaths(nodes);
    this.open = inTreeOrder(this.all, open);
  }

  /** Where a node shows now (see `shownIndex`). */
  where(path: NodePath) {
    return shownIndex(this.nodes, this.open, path);
  }

  /** The nodes shown now, in display order. */
  shown(): NodePath[] {
    return this.all.filter((p) => ancestors(p).every((a) => this.isOpen(a)));
  }

  isOpen(folder: NodePath): boolean {
    return this.open.some((o) => samePath(o, folder));
  }

  reach(path: NodePath, expand: (folder: NodePath) => ReferenceStep[]): ReferenceStep[] {
    const steps: ReferenceStep[] = [];
    for (const a of ancestors(path)) {
      if (this.isOpen(a)) continue;
      steps.push(...expand(a));
      this.open = inTreeOrder(this.all, [...this.open, a]);
    }
    return steps;
  }
}

export function treeCore<P>(ctx: CoreContext, controls: TreeControls, toParams: (t: TreeTask) => P, words: TreeWords = TREE_WORDS): CoreTask<P> {
  const { rng, bucket, template } = ctx;
  const h = pickHierarchy(ctx);
  const nodes = h.roots;
  const all = allPaths(nodes);
  const leaves = leafPaths(nodes);
  const folders = folderPaths(nodes);
  const roots = nodes.map((n) => [n.label]);
  const steps: ReferenceStep[] = [];
  // The solution walks the tree: opening the folders above a node, then acting on it.
  let walk = new TreeWalk(nodes, []);
  let ticked: NodePath[] = [];
  const at = (path: NodePath): Place => ({
    ...walk.where(path),
    on: ticked.some((t) => samePath(t, path)),
    shown: walk.shown(),
    ticked,
  });
  const reach = (path: NodePath) => steps.push(...walk.reach(path, (a) => controls.expand(a, at(a))));
  const task = (checkable: boolean, initial: TreeState) => toParams({ label: h.label, noun: h.noun, nodes, checkable, initial });
  const tree = `the "${h.label}" ${words.container}`;

  if (template === 'disclose') {
    // Easy: a top-level folder; harder: a folder inside one, with other folders already open (kept).
    const target = bucket === 'easy' ? rng.pick(roots) : rng.pick(folders.filter((f) => f.length === 2));
    const others = roots.filter((r) => !samePath(r, target.slice(0, 1)));
    const initial = bucket === 'easy' ? [] : bucket === 'mid' ? [rng.pick(others)] : (() => {
      const r = rng.pick(others);
      return [r, rng.pick(folders.filter((f) => f.length === 2 && f[0] === r[0]))];
    })();
    walk = new TreeWalk(nodes, initial);
    reach(target);
    steps.push(...controls.expand(target, at(target)));
    const goalSet = inTreeOrder(all, [...initial, ...ancestors(target), target]);
    const sibling = rng.pick(folders.filter((f) => f.length === target.length && !samePath(f, target) && !walk.isOpen(f)));
    return {
      params: task(false, { expanded: inTreeOrder(all, initial), selected: [], checked: [] }),
      checks: [{ kind: 'set_equals', field: 'expanded', target: goalSet }],
      goal: {
        text: `expand the ${words.folder} ${quotePath(target)} in ${tree} so its contents show; leave the other ${words.folder}s as they are`,
        reference: `expand the ${words.folder} of ${tree} that the reference picture names so its contents show; leave the other ${words.folder}s as they are`,
      },
      solution: steps,
      wrong: [
        { why: `expanded ${quotePath(sibling)} instead`, fields: { expanded: inTreeOrder(all, [...initial, ...ancestors(sibling), sibling]) } },
        ...(initial.length ? [{ why: `collapsed ${quotePath(initial[0])} on the way`, fields: { expanded: goalSet.filter((p) => !samePath(p, initial[0]) && !(p[0] === initial[0][0] && p.length > 1)) } }] : []),
      ],
      axes: { depth_layering: target.length > 1 ? 1 : 0 },
      why: `${target.length === 1 ? 'a top-level folder' : 'a folder inside another'}${initial.length ? `, ${initial.length} open folder(s) to leave open` : ''}`,
    };
  }

  if (template === 'hierarchical_path_select') {
    const target = pickLeaf(ctx, nodes);
    const twins = twinsOf(leaves, target);
    // Easy trees show the target's top folder open; hard ones also show a look-alike's folder open.
    const initial = bucket === 'easy' ? [target.slice(0, 1)] : bucket === 'mid' ? [] : uniq(twins.slice(0, 1).flatMap((t) => ancestors(t)));
    walk = new TreeWalk(nodes, initial);
    reach(target);
    if (!controls.select) throw new Error(`${ctx.library}: this tree selects no single node, so it has no hierarchical_path_select tasks`);
    steps.push(...controls.select(target, at(target)));
    const near = twins[0] ?? rng.pick(leaves.filter((l) => !samePath(l, target) && samePath(l.slice(0, -1), target.slice(0, -1))));
    return {
      params: task(false, { expanded: inTreeOrder(all, initial), selected: [], checked: [] }),
      checks: [{ kind: 'path_equals', field: 'selected', target }],
      goal: {
        text: `select ${quotePath(target)} in ${tree}`,
        reference: `select the ${h.noun} of ${tree} at the path shown in the reference picture`,
      },
      solution: steps,
      wrong: [
        { why: `selected ${quotePath(near)}`, fields: { selected: near } },
        { why: 'selected the folder above it', fields: { selected: target.slice(0, -1) } },
      ],
      axes: { disambiguation_load: twins.length ? 1 : 0, depth_layering: 1 },
      why: `${target.length} levels deep${twins.length ? `, "${target[target.length - 1]}" also in ${quotePath(twins[0].slice(0, -1))}` : ''}`,
    };
  }

  // Ticks: an exact set of leaves, or none.
  const clear = template === 'clear_reset';
  const size = clear ? rng.int(2, bucket === 'hard' ? 4 : 3) : bucket === 'easy' ? 2 : bucket === 'mid' ? rng.int(2, 3) : 3;
  // Easy sets lie in one folder; harder ones spread over folders (hard ones include a repeated name).
  const home = rng.pick(folders.filter((f) => f.length === 2));
  const pool = bucket === 'easy' ? leaves.filter((l) => samePath(l.slice(0, 2), home)) : leaves;
  let chosen = inTreeOrder(all, rng.sample(pool, Math.min(size, pool.length)));
  if (!clear && bucket === 'hard' && !chosen.some((c) => twinsOf(leaves, c).length)) chosen = inTreeOrder(all, [...chosen.slice(1), pickLeaf(ctx, nodes)]);
  const rest = leaves.filter((l) => !chosen.some((c) => samePath(c, l)));
  // A hard task's stray tick is a look-alike of a wanted leaf.
  const lookAlikes = rest.filter((l) => twinsOf(chosen, l).length);
  const stray = rng.pick(bucket === 'hard' && lookAlikes.length ? lookAlikes : rest);
  const target = clear ? [] : chosen;
  const initialChecked = clear ? chosen : bucket === 'easy' ? [] : inTreeOrder(all, [stray, ...(bucket === 'hard' ? [chosen[0]] : [])]);
  // Clearing starts with the ticked leaves on show; choosing starts with easy trees' folder open.
  const initialOpen = clear ? uniq(initialChecked.flatMap(ancestors)) : bucket === 'easy' ? ancestors(chosen[0]) : uniq(initialChecked.flatMap(ancestors));
  walk = new TreeWalk(nodes, initialOpen);
  ticked = inTreeOrder(all, initialChecked);
  const has = (set: NodePath[], l: NodePath) => set.some((c) => samePath(c, l));
  const changes = leaves.filter((l) => has(target, l) !== has(initialChecked, l));
  for (const l of changes) {
    reach(l);
    steps.push(...controls.tick(l, at(l)));
    ticked = has(ticked, l) ? ticked.filter((t) => !samePath(t, l)) : inTreeOrder(all, [...ticked, l]);
  }
  const missing = target.length ? rng.pick(target) : initialChecked[0];
  return {
    params: task(true, { expanded: inTreeOrder(all, initialOpen), selected: [], checked: inTreeOrder(all, initialChecked) }),
    checks: [{ kind: 'set_equals', field: 'checked', target }],
    goal: clear
      ? { text: `${words.untick} every ${h.noun} in ${tree}`, reference: `${words.untick} every ${h.noun} in ${tree}` }
      : {
        text: `${words.tick} exactly ${target.map(quotePath).join(', ').replace(/, ([^,]*)$/, ' and $1')} in ${tree}`,
        reference: `${words.tick} exactly the ${h.noun}s of ${tree} shown in the reference picture`,
      },
    solution: steps,
    wrong: clear
      ? [{ why: `left ${quotePath(missing)} ${words.ticked}`, fields: { checked: [missing] } }]
      : [
        { why: `left out ${quotePath(missing)}`, fields: { checked: target.filter((t) => t !== missing) } },
        { why: `also ${words.ticked} ${quotePath(stray)}`, fields: { checked: inTreeOrder(all, [...target, stray]) } },
      ],
    axes: { density_choice_interference: leaves.length > 12 ? 1 : 0, disambiguation_load: target.some((c) => twinsOf(leaves, c).length) ? 1 : 0 },
    why: `${changes.length} tick(s) to change in ${uniq(changes.map((c) => c.slice(0, -1))).length} folder(s)`,
  };
}
