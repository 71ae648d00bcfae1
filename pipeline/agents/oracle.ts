/**
 * The oracle: replays a task's reference solution through the same action grammar as any agent, in
 * any mode. It resolves each semantic target in the page's accessibility tree (privileged access)
 * and then speaks the mode's language: element ids (axtree), mark or element indices (som,
 * browser_use) or coordinates in the run's convention (pixel), so every action path is exercised.
 */
import type { ReferenceStep, Target } from '../../src/core/taskSpec';
import { UserError } from '../errors';
import { isOfficialTask, type SuiteTask } from '../content/suiteTask';
import { toModel, type Convention } from '../harness/coordinates';
import { VIEWPORT } from '../harness/browser';
import type { AxTree } from '../harness/axtreeObservation';
import type { Clip, Observation, OracleProbe } from '../harness/taskEnv';
import type { ModeName } from '../runs/records';
import { AgentError, type Agent, type AgentTurn, type EpisodeContext } from './agent';
import { describeTarget, findTargets, norm } from './targets';

const q = JSON.stringify;
// Not treeitem: in MUI's and Mantine's checkable trees a click on a node only focuses or opens it,
// and Space ticks it.
const CHOICE_ROLES = new Set(['radio', 'checkbox', 'switch', 'tab', 'option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'button']);
const ACTIVATE_KEYS = new Set(['Enter', ' ', 'Space']);
const TARGET_WAIT_MS = 10_000;
/** The band along the view's edges where dnd-kit starts scrolling a held drag (its default threshold). */
const DND_EDGE = 0.2;
/**
 * What the oracle says on the turn it scrolls a drag's ends away from the view's edge (see
 * dragCentre): the one action it takes beyond the reference steps in an id mode, named so that a
 * run shows which turns those are.
 */
export const DRAG_CENTRE_OUTPUT = 'scroll the drag away from the view\'s edge';
/** Arrow presses the oracle spends correcting a thumb that landed off its value before it gives up. */
const MAX_CORRECTIONS = 40;
/** Second drags after a slide that landed off, and the least distance one is worth. */
const MAX_REDRAGS = 2;
const REDRAG_MIN_PX = 2;

/**
 * The element each library maps a slider's values onto, linearly from its left edge (min) to its
 * right edge (max): rc-slider's rail (antd's Slider and ColorPicker sliders), MUI's rail, the
 * track container of Mantine's Slider and RangeSlider, and the whole bar of Mantine's colour
 * sliders; the libraries read pointer positions against these boxes. A splitter's bar (a
 * separator whose value is the first pane's percentage) maps onto its whole group: Mantine's
 * Splitter root, react-resizable-panels' Group.
 */
export const TRACK_SELECTOR = [
  '.ant-slider-rail', '.MuiSlider-rail', '.mantine-Slider-trackContainer', '.mantine-RangeSlider-trackContainer',
  '.mantine-AlphaSlider-slider', '.mantine-HueSlider-slider', '.mantine-ColorPicker-slider',
  '.mantine-Splitter-root', '[data-group]',
].join(', ');

/**
 * A slide's check afterwards: where the thumb must end up, within what, and corrections so far;
 * `drag` is the last drag's start value and its horizontal distance in px, which measure how far
 * the library moves the value per pixel.
 */
type Landing = { do: 'land'; target: Target; value: number; tolerance: number; tries: number; drag?: { from: number; px: number }; redrags?: number };
/**
 * A seek's second wheel. The first turned the list by `probe` px, which brought `anchor` (the
 * lowest row rendered, then at `y`) up to where the starting row was; how far it moved
 * gives the list's rate (a list may not move px for px: page zoom, whole device pixels).
 */
type SeekRest = { do: 'seek_rest'; target: Target; list: number; anchor: string; y: number; probe: number; distance: number };
/** A seek's first wheel, once the pointer is on `from` (moving there may have scrolled the page). */
type SeekProbe = { do: 'seek_probe'; target: Target; from: Target; list: number; distance: number };
/** After a seek: while the target is still not rendered, a view's turn toward it by name order. */
type SeekFix = { do: 'seek_fix'; target: Target; list: number; rate: number; tries: number };
/**
 * Pixel mode, after a click on a slider thumb: Tab (or Shift+Tab) until keys reach it. A library
 * may keep the focus on the slider's root on a click (Mantine's RangeSlider), where keys move the
 * first thumb and Tab goes on to the second.
 */
type TabTo = { do: 'tab_to'; target: Target; tries: number };
type Queued = ReferenceStep | { do: 'then'; action: string } | Landing | SeekProbe | SeekRest | SeekFix | TabTo;
/** Tabs a TabTo presses before it lets the keys go where the focus is. */
const MAX_TABS = 3;
/** Turns of the wheel a seek spends correcting before it gives up. */
const MAX_SEEK_FIXES = 8;

export class OracleAgent implements Agent {
  readonly name = 'oracle';
  readonly model = null;
  readonly config = {};
  private queue: Queued[] = [];
  /** Steps already given a turn's wait for an observation that shows their target (see act). */
  private readonly waitedFor = new WeakSet<object>();
  /** Drags whose ends were already scrolled toward the middle of the view (see dragCentre). */
  private readonly centred = new WeakSet<object>();
  private ctx!: EpisodeContext;
  private focused: number | null = null;
  /** Where the target was before the last scroll toward it. */
  private lastScroll: { node: number; y: number } | null = null;

  supports(): boolean {
    return true;
  }

  /** Whether every action of the reference solution (and of what it took on the page) was issued. */
  get finished(): boolean {
    return this.queue.length === 0;
  }

  reset(task: SuiteTask, ctx: EpisodeContext): void {
    if (isOfficialTask(task)) throw new UserError(`the oracle replays our reference solutions; ${task.suite} task ${task.id} has none`);
    this.queue = (ctx.mode === 'pixel' && task.pointer_solution ? task.pointer_solution : task.reference_solution).slice();
    this.ctx = ctx;
    this.focused = null;
    this.lastScroll = null;
  }

  async act(obs: Observation): Promise<AgentTurn> {
    const step = this.queue.shift();
    if (!step) return { actions: ['noop()'], output: 'reference solution exhausted' };
    if (step.do === 'then') return { actions: [step.action], output: null };
    if (step.do === 'tab_to') {
      const tree = await this.ctx.probe.axtree();
      const key = await this.ctx.probe.focusToward(await this.backendId(tree, step.target));
      if (step.tries >= MAX_TABS || key === 'there') return this.act(obs);
      this.queue.unshift({ ...step, tries: step.tries + 1 });
      return this.one(`keyboard_press(${q(key)})`);
    }
    if (step.do === 'land') {
      const again = await this.redrag(step);
      if (again) return this.one(again);
      const key = await this.correction(step);
      if (key) this.queue.unshift({ do: 'press', target: step.target, key }, { ...step, tries: step.tries + 1 });
      return this.act(obs);
    }
    const first = 'target' in step ? step.target : 'from' in step ? step.from : null;
    if (step.do === 'seek_probe') {
      const rows = await this.listRows(step.target.role, step.list);
      const from = rows.find((r) => r.name === norm(step.from.name));
      if (!from) throw new AgentError(`oracle: ${describeTarget(step.from)} left the screen`);
      // The lowest row the list renders: a wheel that brings it up to the starting row keeps it rendered.
      const anchor = rows.reduce((low, r) => (r.box.y > low.box.y ? r : low), from);
      const probe = Math.round(anchor.box.y - from.box.y);
      if (probe <= 0) throw new AgentError(`oracle: the list holding ${describeTarget(step.from)} shows no row below it`);
      this.queue.unshift({ do: 'seek_rest', target: step.target, list: step.list, anchor: anchor.name, y: anchor.box.y, probe, distance: step.distance });
      return this.one(`scroll(0, ${probe})`);
    }
    if (step.do === 'seek_rest') return this.one(await this.seekRest(step));
    if (step.do === 'seek_fix') {
      const fix = await this.seekFix(step);
      if (!fix) return this.act(obs);
      this.queue.unshift({ ...step, tries: step.tries + 1 });
      return this.one(fix);
    }
    if (step.do === 'click' && step.seek) {
      const tree = await this.ctx.probe.axtree();
      // Outside the axtree mode only what is on screen can be named or pointed at: the row to wheel
      // from must be on screen, and so must the list's view where the target will land (the whole
      // instance it is scoped to, when the page scrolls).
      const reveal = this.ctx.mode === 'axtree' ? null
        : ((await this.scrollToward(obs, tree, step.seek.from)) ?? (step.seek.from.within ? await this.scrollWhole(tree, step.seek.from.within) : null));
      if (reveal) {
        this.queue.unshift(...(reveal.then ? [{ do: 'then' as const, action: reveal.then }] : []), step);
        return this.one(reveal.action);
      }
      const seek = await this.seek(obs, tree, step.target, step.seek);
      this.queue.unshift(seek.probe, { ...step, seek: undefined });
      return this.one(seek.action);
    }
    const seen = obs.axtree ?? (await this.ctx.probe.axtree());
    const tree = await this.treeShowing(seen, first);
    const mode = this.ctx.mode;
    // The target showed up only after the observation was taken (a grid that re-renders its rows a
    // frame after a key moved its focus): the observation's ids name the old page, so wait a turn
    // for one that shows it, rather than act on the nearest ancestor the old page had.
    if (mode !== 'pixel' && tree !== seen && !this.waitedFor.has(step) && (await this.unindexed(obs, tree, step))) {
      this.waitedFor.add(step);
      this.queue.unshift(step);
      return this.one('noop()');
    }
    // Outside the axtree mode only what is on screen can be named or pointed at: bring it there first.
    if (mode !== 'axtree' && first) {
      const reveal = (await this.wheelContainer(obs, tree, first)) ?? (await this.scrollToward(obs, tree, first));
      if (reveal) {
        this.queue.unshift(...(reveal.then ? [{ do: 'then' as const, action: reveal.then }] : []), step);
        return this.one(reveal.action);
      }
    }
    // In every mode: an element drag ends where the executor points, which can be the view's edge.
    if (step.do === 'drag_and_drop' && !this.centred.has(step)) {
      const centre = await this.dragCentre(tree, step.from, step.to);
      if (centre) {
        this.centred.add(step);
        this.queue.unshift(step);
        return { actions: [centre], output: DRAG_CENTRE_OUTPUT };
      }
    }
    if (mode === 'pixel') return { actions: [await this.pixel(step, tree)], output: null };
    const id = (t: Target) => this.elementId(obs, tree, t);
    switch (step.do) {
      case 'click': return this.one(`click(${q(await id(step.target))}${step.button ? `, button=${q(step.button)}` : ''})`);
      case 'hover': return this.one(`hover(${q(await id(step.target))})`);
      case 'fill': return this.one(`fill(${q(await id(step.target))}, ${q(step.text)})`);
      case 'press': return this.one(`press(${q(await id(step.target))}, ${q(step.key)})`);
      case 'select_option': return this.one(`select_option(${q(await id(step.target))}, ${q(step.option)})`);
      case 'drag_and_drop': return this.one(`drag_and_drop(${q(await id(step.from))}, ${q(await id(step.to))})`);
      case 'upload_file': return this.one(`upload_file(${q(await id(step.target))}, ${q(step.files)})`);
      case 'keyboard_press': return this.one(`keyboard_press(${q(step.key)})`);
      case 'keyboard_type': return this.one(`keyboard_type(${q(step.text)})`);
      case 'scroll': return this.one(`scroll(${step.dx}, ${step.dy})`);
      case 'slide': throw new AgentError('oracle: a slide step belongs to pointer solutions only');
    }
  }

  /** The slider's value now, from the tree's valuenow (and its valuemin and valuemax). */
  private async sliderValue(t: Target, tree?: AxTree): Promise<{ now: number; min: number; max: number; backend: number }> {
    tree ??= await this.ctx.probe.axtree();
    const backend = await this.backendId(tree, t);
    const node = tree.nodes.find((n) => n.backendId === backend);
    const [now, min, max] = [node?.value, node?.states.valuemin, node?.states.valuemax].map(Number);
    if (![now, min, max].every(Number.isFinite) || max <= min) throw new AgentError(`oracle: ${describeTarget(t)} shows no numeric value range`);
    return { now, min, max, backend };
  }

  /**
   * After a drag that landed off by more than a couple of pixels: a second drag by the rest of the
   * way, at the rate the first one moved the value per pixel (a library may map the pointer at
   * another scale than the track shows, as under the page's zoom), as a person drags again rather
   * than tapping a key dozens of times. Null when the thumb is there, the drag did not move it, or
   * after two such drags; the arrow keys finish from there.
   */
  private async redrag(land: Landing): Promise<string | null> {
    if (!land.drag || (land.redrags ?? 0) >= MAX_REDRAGS) return null;
    const { now, backend } = await this.sliderValue(land.target);
    if (Math.abs(now - land.value) <= land.tolerance + 1e-9 || now === land.drag.from) return null;
    const px = ((land.value - now) * land.drag.px) / (now - land.drag.from);
    if (!Number.isFinite(px) || Math.abs(px) < REDRAG_MIN_PX) return null;
    const thumb = await this.ctx.probe.box(await this.ctx.probe.proxy(backend));
    if (!thumb) return null;
    const [x, y] = [thumb.x + thumb.w / 2, thumb.y + thumb.h / 2];
    const from = toModel(this.ctx.convention as Convention, { x, y }, VIEWPORT);
    const to = toModel(this.ctx.convention as Convention, { x: x + px, y }, VIEWPORT);
    this.queue.unshift({ ...land, drag: { from: now, px }, redrags: (land.redrags ?? 0) + 1 });
    return `mouse_drag_and_drop(${from.x}, ${from.y}, ${to.x}, ${to.y})`;
  }

  /** After a slide: the arrow key that moves the thumb toward its value, or null once it is there. */
  private async correction(land: Landing): Promise<string | null> {
    const { now } = await this.sliderValue(land.target);
    if (Math.abs(now - land.value) <= land.tolerance + 1e-9) return null;
    if (land.tries >= MAX_CORRECTIONS) throw new AgentError(`oracle: ${describeTarget(land.target)} stays at ${now} after ${land.tries} corrections toward ${land.value}`);
    return now < land.value ? 'ArrowRight' : 'ArrowLeft';
  }

  /**
   * The tree, or a fresher one once the target shows up. On a starved machine a dialog opened by
   * the previous action can land after the page looked settled; a reference executor waits for its
   * element (as a person would) instead of declaring the task unsolvable. Bounded, so a target
   * that never appears still fails.
   */
  private async treeShowing(tree: AxTree, t: Target | null): Promise<AxTree> {
    const deadline = performance.now() + TARGET_WAIT_MS;
    while (t && findTargets(tree, t).length === 0 && performance.now() < deadline) {
      await this.ctx.probe.settle();
      tree = await this.ctx.probe.axtree();
    }
    return tree;
  }

  private one(action: string): AgentTurn {
    return { actions: [action], output: null };
  }

  /**
   * A scroll that brings the target's centre into the viewport, or null when it is in view. The
   * wheel scrolls whatever is under the pointer: when the last scroll left the target where it was,
   * the pointer is over something else (outside the dialog whose body scrolls, say), so it first
   * moves onto the element on screen nearest to the scrolling container, as a person's hand would.
   */
  private async scrollToward(obs: Observation, tree: AxTree, t: Target): Promise<{ action: string; then?: string } | null> {
    const ids = findTargets(tree, t);
    if (ids.length === 0) return null;
    const b = await this.ctx.probe.box(ids[0]);
    if (!b) return null;
    const cy = b.y + b.h / 2;
    const cx = b.x + b.w / 2;
    if (cy >= 0 && cy <= VIEWPORT.height && cx >= 0 && cx <= VIEWPORT.width) return (this.lastScroll = null);
    const stuck = this.lastScroll !== null && this.lastScroll.node === ids[0] && Math.abs(this.lastScroll.y - b.y) < 1;
    this.lastScroll = { node: ids[0], y: b.y };
    if (stuck) {
      const clip = await this.ctx.probe.clippedBy(ids[0]);
      const rest = await this.nearestOnScreen(this.pointables(obs, tree), clip ?? { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 }, undefined, clip?.depth ?? 0);
      if (rest) {
        this.lastScroll = null; // the next turn scrolls again, from the new place
        return { action: this.pointAt(rest) };
      }
    }
    return { action: `scroll(0, ${Math.round(cy - VIEWPORT.height / 2)})` };
  }

  /**
   * When a scrolling container on screen (a list, a column of a time picker) hides the target: the
   * pointer goes over the container, then the wheel turns it until the target is in its middle.
   */
  private async wheelContainer(obs: Observation, tree: AxTree, t: Target): Promise<{ action: string; then: string } | null> {
    if (findTargets(tree, t).length === 0) return null;
    const hidden = await this.ctx.probe.clippedBy(await this.backendId(tree, t));
    if (!hidden || (!hidden.dx && !hidden.dy)) return null;
    if (hidden.x < 0 || hidden.y < 0 || hidden.x > VIEWPORT.width || hidden.y > VIEWPORT.height) return null;
    const then = `scroll(${hidden.dx}, ${hidden.dy})`;
    // The wheel must turn over the container itself: an element on screen inside its visible part,
    // not inside a list nested in it (which would take the wheel).
    const rest = await this.nearestOnScreen(this.pointables(obs, tree), hidden, hidden.visible, hidden.depth);
    if (this.ctx.mode === 'pixel') return { action: this.pointAt(rest ?? { centre: hidden }), then };
    return rest ? { action: this.pointAt(rest), then } : null;
  }

  /** What the pointer can be put on: the observation's elements, or without element ids (pixel) the tree's. */
  private pointables(obs: Observation, tree: AxTree): [string, number][] {
    return this.ctx.mode === 'pixel'
      ? tree.nodes.flatMap((n) => (n.backendId !== null ? [[String(n.backendId), n.backendId] as [string, number]] : []))
      : [...obs.elements];
  }

  /**
   * A virtualized list renders only the rows near its view: to reach a row far below, the pointer
   * goes onto the row on screen, the wheel turns the list by most of a view (seek_probe) and then
   * by the rest of the way at the rate the list moved for that (seek_rest), so the target lands
   * a row below where that row was; the distance is the rows between them times the distance from that row to the next,
   * measured on screen. Always these three actions, whether or not the target is already rendered.
   */
  private async seek(obs: Observation, tree: AxTree, t: Target, seek: { from: Target; next: Target; rows: number }): Promise<{ action: string; probe: SeekProbe }> {
    const [from, next] = [findTargets(tree, seek.from)[0], findTargets(tree, seek.next)[0]];
    const [a, b] = [from === undefined ? null : await this.ctx.probe.box(from), next === undefined ? null : await this.ctx.probe.box(next)];
    if (!a || !b) throw new AgentError(`oracle: to seek ${describeTarget(t)}, ${describeTarget(a ? seek.next : seek.from)} must be on screen`);
    const list = this.listOf(tree, seek);
    // The target lands a row below where `from` is, which is on screen (an off-by-a-little still leaves it in the list's view).
    const probe: SeekProbe = { do: 'seek_probe', target: t, from: seek.from, list, distance: (seek.rows - 1) * (b.y - a.y) };
    if (this.ctx.mode === 'pixel') return { action: this.pointAt({ centre: { x: a.x + a.w / 2, y: a.y + a.h / 2 } }), probe };
    return { action: this.pointAt({ id: await this.elementId(obs, tree, seek.from), centre: { x: 0, y: 0 } }), probe };
  }

  /** A page scroll that brings an element wholly into the viewport (its top first), or null when it is. */
  private async scrollWhole(tree: AxTree, t: Target): Promise<{ action: string; then?: string } | null> {
    const id = findTargets(tree, t)[0];
    const b = id === undefined ? null : await this.ctx.probe.box(id);
    if (!b || (b.y >= 0 && b.y + b.h <= VIEWPORT.height)) return null;
    const dy = b.y < 0 ? b.y : Math.min(b.y, b.y + b.h - VIEWPORT.height);
    return Math.round(dy) === 0 ? null : { action: `scroll(0, ${Math.round(dy)})` };
  }

  /** The list holding a seek's starting rows: the nearest element holding both. */
  private listOf(tree: AxTree, seek: { from: Target; next: Target }): number {
    const [from, next] = [findTargets(tree, seek.from)[0], findTargets(tree, seek.next)[0]];
    const ancestors = (id: number | undefined) => tree.nodes.find((n) => n.backendId === id)?.ancestors ?? [];
    const list = ancestors(from).find((x) => ancestors(next).includes(x));
    if (list === undefined) throw new AgentError(`oracle: ${describeTarget(seek.from)} and ${describeTarget(seek.next)} are in no one list on screen`);
    return list;
  }

  /** The rows of a role in a list that have a box now, with their names as compared. */
  private async listRows(role: string, list: number) {
    const tree = await this.ctx.probe.axtree();
    const ids = findTargets(tree, { role, name: '' }, true).filter((id) => tree.nodes.find((n) => n.backendId === id)?.ancestors.includes(list));
    const rows = await Promise.all(ids.map(async (id) => ({ id, name: norm(tree.nodes.find((n) => n.backendId === id)!.name), box: await this.ctx.probe.box(id) })));
    return rows.flatMap((r) => (r.box ? [{ ...r, box: r.box }] : []));
  }

  /** The wheel that turns the list the rest of a seek's way (see seek). */
  private async seekRest(s: SeekRest): Promise<string> {
    const anchor = (await this.listRows(s.target.role, s.list)).find((r) => r.name === s.anchor);
    const moved = anchor ? s.y - anchor.box.y : 0;
    if (moved <= 0) throw new AgentError(`oracle: the list holding ${describeTarget(s.target)} did not move for the wheel`);
    const rate = s.probe / moved;
    this.queue.unshift({ do: 'seek_fix', target: s.target, list: s.list, rate, tries: 0 });
    return `scroll(0, ${Math.round((s.distance - moved) * rate)})`;
  }

  /**
   * A list renders rows at estimated heights until it measures them, so a seek can land a little
   * off. The list is sorted by name (seek's contract): the rows of the target's role on screen, all
   * before or all after the target, tell which way to turn it by their span. Null once the target is there.
   */
  private async seekFix(f: SeekFix): Promise<string | null> {
    if (findTargets(await this.ctx.probe.axtree(), f.target).length > 0) return null;
    if (f.tries >= MAX_SEEK_FIXES) throw new AgentError(`oracle: seeking ${describeTarget(f.target)}, the list never rendered it`);
    const shown = await this.listRows(f.target.role, f.list);
    const want = norm(f.target.name);
    const after = shown.every((r) => r.name < want);
    if (shown.length < 2 || (!after && !shown.every((r) => r.name > want))) throw new AgentError(`oracle: seeking ${describeTarget(f.target)}, the rows on screen do not surround it`);
    const ys = shown.map((r) => r.box.y);
    const span = Math.max(...ys) - Math.min(...ys);
    return `scroll(0, ${Math.round((after ? 1 : -1) * span * f.rate)})`;
  }

  /** Hover an element by id, or in pixel mode move the pointer to its centre. */
  private pointAt(e: { id?: string; centre: { x: number; y: number } }): string {
    if (this.ctx.mode !== 'pixel' && e.id !== undefined) return `hover(${q(e.id)})`;
    const p = toModel(this.ctx.convention as Convention, e.centre, VIEWPORT);
    return `mouse_move(${p.x}, ${p.y})`;
  }

  /** The element wholly on screen (with its centre inside `within` if given), and hittable, whose centre is nearest to a point. */
  /**
   * With `depth` (for a wheel): only an element whose centre lies in as many scrolling containers
   * as that, so the wheel turns the container meant and not a list nested in it (0: the page).
   */
  private async nearestOnScreen(candidates: [string, number][], p: { x: number; y: number }, within?: Clip['visible'], depth?: number): Promise<{ id: string; centre: { x: number; y: number } } | null> {
    let best: { id: string; d: number; centre: { x: number; y: number } } | null = null;
    for (const [id, backend] of candidates) {
      const b = await this.ctx.probe.box(backend);
      if (!b || b.y < 0 || b.y + b.h > VIEWPORT.height || b.x < 0 || b.x + b.w > VIEWPORT.width) continue;
      const centre = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
      if (within && (centre.x < within.left || centre.x > within.right || centre.y < within.top || centre.y > within.bottom)) continue;
      const d = Math.hypot(centre.x - p.x, centre.y - p.y);
      if (best && d >= best.d) continue;
      // The page is asked only about candidates nearer than the best so far.
      if (depth !== undefined && (await this.ctx.probe.scrollersAt(centre.x, centre.y)) !== depth) continue;
      if (await this.ctx.probe.hittable(backend)) best = { id, d, centre };
    }
    return best;
  }

  /** First match a click would reach; the first match at all when none is reachable. */
  private async backendId(tree: AxTree, t: Target): Promise<number> {
    const ids = findTargets(tree, t);
    if (ids.length === 0) throw new AgentError(`oracle: no element matches ${describeTarget(t)}`);
    for (const id of ids) if (await this.ctx.probe.hittable(id)) return id;
    return ids[0];
  }

  /**
   * A page scroll that brings a drag's two ends toward the middle of the view when either lies in
   * its outer fifth, or null. dnd-kit scrolls the page by itself while the pointer is held there (its
   * auto-scroll threshold), which carries the drop past its target; a person would start the drag
   * away from the edge.
   */
  private async dragCentre(tree: AxTree, from: Target, to: Target): Promise<string | null> {
    const boxes = await Promise.all([from, to].map(async (t) => (findTargets(tree, t).length ? this.ctx.probe.box(await this.backendId(tree, t)) : null)));
    if (boxes.some((b) => !b)) return null;
    const ys = boxes.map((b) => b!.y + b!.h / 2);
    const edge = VIEWPORT.height * DND_EDGE;
    if (ys.every((y) => y >= edge && y <= VIEWPORT.height - edge)) return null;
    const dy = Math.round((Math.min(...ys) + Math.max(...ys)) / 2 - VIEWPORT.height / 2);
    return dy === 0 ? null : `scroll(0, ${dy})`;
  }

  /** Whether a target of the step has neither its own id in the observation nor its proxy's. */
  private async unindexed(obs: Observation, tree: AxTree, step: Queued): Promise<boolean> {
    const indexed = new Set(obs.elements.values());
    const targets = 'from' in step && 'to' in step ? [step.from, step.to] : 'target' in step ? [step.target] : [];
    for (const t of targets) {
      const ids = findTargets(tree, t);
      if (ids.length === 0) continue;
      const backend = await this.backendId(tree, t);
      if (!indexed.has(backend) && !indexed.has(await this.ctx.probe.proxy(backend))) return true;
    }
    return false;
  }

  /** The id the observation shows for the target: its own, or its nearest ancestor's with one. */
  private async elementId(obs: Observation, tree: AxTree, t: Target): Promise<string> {
    const backend = await this.backendId(tree, t);
    const node = tree.nodes.find((n) => n.backendId === backend);
    const byBackend = new Map([...obs.elements].map(([k, v]) => [v, k]));
    // A library may hang the click handler (and so the mark) on the one element inside the named one.
    const inner = (await this.ctx.probe.descendants(backend)).filter((d) => byBackend.has(d));
    for (const candidate of [backend, await this.ctx.probe.proxy(backend), ...(inner.length === 1 ? inner : []), ...(node?.ancestors ?? [])]) {
      const id = byBackend.get(candidate);
      if (id !== undefined) return id;
    }
    throw new AgentError(`oracle: ${describeTarget(t)} has no index in ${this.ctx.mode} mode`);
  }

  /** Pixel mode: every step becomes coordinate and keyboard actions, one per turn. */
  private async pixel(step: ReferenceStep, tree: AxTree): Promise<string> {
    // A point given as fractions is read on the whole box (a slider's track); the centre is taken
    // of the part that shows, as an element half out of its list's view takes a click only there.
    const at = async (t: Target, f?: { x: number; y: number }) => {
      const el = await this.ctx.probe.proxy(await this.backendId(tree, t));
      const b = (f ? null : await this.ctx.probe.shownBox(el)) ?? (await this.ctx.probe.box(el));
      f ??= { x: 0.5, y: 0.5 };
      if (!b) throw new AgentError(`oracle: ${describeTarget(t)} has no box`);
      const p = toModel(this.ctx.convention as Convention, { x: b.x + b.w * f.x, y: b.y + b.h * f.y }, VIEWPORT);
      return `${p.x}, ${p.y}`;
    };
    const later = (...actions: string[]) => this.queue.unshift(...actions.map((action) => ({ do: 'then' as const, action })));
    switch (step.do) {
      case 'click': {
        this.focused = await this.backendId(tree, step.target);
        return `mouse_click(${await at(step.target, step.at)}${step.button ? `, ${q(step.button)}` : ''})`;
      }
      case 'hover': return `mouse_move(${await at(step.target)})`;
      case 'fill': {
        const replace = step.text ? `keyboard_insert_text(${q(step.text)})` : 'keyboard_press("Backspace")';
        // A field that already has the focus (an editor a key just opened) needs no click first.
        const target = await this.backendId(tree, step.target);
        if (tree.nodes.find((n) => n.backendId === target)?.states.focused === true) {
          later(replace);
          return 'keyboard_press("ControlOrMeta+A")';
        }
        later('keyboard_press("ControlOrMeta+A")', replace);
        return `mouse_click(${await at(step.target)})`;
      }
      case 'press': {
        const target = await this.backendId(tree, step.target);
        // Activating a choice with Enter or Space is what a click on it does; a pointer user clicks.
        if (this.focused !== target && CHOICE_ROLES.has(step.target.role) && ACTIVATE_KEYS.has(step.key)) {
          this.focused = target;
          return `mouse_click(${await at(step.target)})`;
        }
        if (this.focused === target) return `keyboard_press(${q(step.key)})`;
        this.focused = target;
        later(`keyboard_press(${q(step.key)})`);
        if (step.target.role === 'slider') this.queue.unshift({ do: 'tab_to', target: step.target, tries: 0 });
        return `mouse_click(${await at(step.target)})`;
      }
      case 'drag_and_drop': return `mouse_drag_and_drop(${await at(step.from)}, ${await at(step.to)})`;
      case 'upload_file': return `mouse_upload_file(${await at(step.target)}, ${q(step.files)})`;
      case 'keyboard_press': return `keyboard_press(${q(step.key)})`;
      case 'keyboard_type': return `keyboard_type(${q(step.text)})`;
      case 'scroll': return `scroll(${step.dx}, ${step.dy})`;
      case 'select_option': throw new AgentError('oracle: select_option has no pixel equivalent');
      case 'slide': {
        // Drag the thumb to where the library maps the value, then check where it landed.
        const { now, min, max, backend } = await this.sliderValue(step.target, tree);
        const thumb = await this.ctx.probe.box(await this.ctx.probe.proxy(backend));
        const track = await this.ctx.probe.trackBox(backend, TRACK_SELECTOR);
        if (!thumb || !track) throw new AgentError(`oracle: ${describeTarget(step.target)} has no ${thumb ? 'track' : 'box'}`);
        const y = thumb.y + thumb.h / 2;
        const from = toModel(this.ctx.convention as Convention, { x: thumb.x + thumb.w / 2, y }, VIEWPORT);
        const to = toModel(this.ctx.convention as Convention, { x: track.x + (track.w * (step.value - min)) / (max - min), y }, VIEWPORT);
        this.focused = null;
        const px = track.x + (track.w * (step.value - min)) / (max - min) - (thumb.x + thumb.w / 2);
        this.queue.unshift({ do: 'land', target: step.target, value: step.value, tolerance: step.tolerance ?? 0, tries: 0, drag: { from: now, px } });
        return `mouse_drag_and_drop(${from.x}, ${from.y}, ${to.x}, ${to.y})`;
      }
    }
  }
}

