/**
 * Executing parsed actions in the page with trusted input events. Element ids are backend DOM node
 * ids from the AX observation; they are resolved through CDP, never through injected attributes.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { ParsedAction } from './actionGrammar';
import type { FilePayload } from './fileFolder';
import { evaluateInPage, nextFrame } from './pageEval';
import { refusedNavigation } from './confinement';
import { HOVER_SEEN, MUTATIONS } from './settle';

/** A bad action: reported to the agent in its next observation, never a harness crash. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

export interface Point { x: number; y: number }

/**
 * Centre of the element's largest visible box, scrolled into view first. The harness acts only on
 * a settled page, so an element moves only while an animation runs on it or an ancestor (one the
 * settle does not wait for, or one past its cap); then the box is followed until it is the same
 * on two consecutive frames, as a person waits for a popup to finish opening.
 */
export async function elementCenter(cdp: CDPSession, id: number, viewport: { width: number; height: number }): Promise<Point> {
  return (await aimPoint(cdp, id, viewport, resolveObject(cdp, id))).p;
}

/**
 * The point elementCenter finds, with what the page shows there. The element's handle (asked for
 * by the caller), the scroll and the box go out together: one session's DOM commands run in
 * order, so the box is measured after the scroll, at one round trip instead of three.
 */
async function aimPoint(cdp: CDPSession, id: number, viewport: { width: number; height: number }, object: Promise<string>): Promise<{ p: Point; probe: PointProbe }> {
  const scrolled = cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: id })
    .catch(() => { /* text nodes and some elements cannot scroll; their quads still tell */ });
  const centre = visibleCenter(cdp, id, viewport);
  centre.catch(() => { /* reported below, after the handle's own error */ });
  const objectId = await object;
  await scrolled;
  const at = await centre;
  const probe = await probePoint(cdp, objectId, at);
  if (!probe.animated) return { p: at, probe };
  const p = await followWhileMoving(cdp, id, viewport, at);
  return { p, probe: await probePoint(cdp, objectId, p) };
}

async function followWhileMoving(cdp: CDPSession, id: number, viewport: { width: number; height: number }, from: Point): Promise<Point> {
  let last = from;
  for (let i = 0; i < 20; i++) {
    await nextFrame(cdp);
    const now = await visibleCenter(cdp, id, viewport);
    if (Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    last = now;
  }
  return last;
}

interface PointProbe {
  /** An animation runs on the element or one of its ancestors (what could move it). */
  animated: boolean;
  /** The element (or one of its labels) is what the pointer would hit at the point. */
  hit: boolean;
  /** The page's mutation count (see MUTATIONS in settle.ts). */
  mutations: number | null;
}

/** What aiming at a point of an element needs to know, in one round trip. */
async function probePoint(cdp: CDPSession, objectId: string, p: Point): Promise<PointProbe> {
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId, arguments: [{ value: p.x }, { value: p.y }], returnByValue: true,
    functionDeclaration: `function (x, y) {
      const el = this.nodeType === 1 ? this : this.parentElement;
      const animated = document.getAnimations().some((a) => {
        const t = a.playState === 'running' && a.effect && a.effect.target;
        return t instanceof Element && t.contains(el);
      });
      const hit = document.elementFromPoint(x, y);
      return {
        animated,
        hit: !!hit && (el === hit || el.contains(hit) || (!!el.labels && [...el.labels].some((l) => l.contains(hit)))),
        mutations: (${MUTATIONS})(),
      };
    }`,
  });
  return result.value as PointProbe;
}

async function visibleCenter(cdp: CDPSession, id: number, viewport: { width: number; height: number }): Promise<Point> {
  let quads: number[][];
  try {
    ({ quads } = await cdp.send('DOM.getContentQuads', { backendNodeId: id }));
  } catch (e) {
    throw new ActionError(`element ${id} is not in the page (${(e as Error).message.replace(/^.*?: /, '')})`);
  }
  let best: { area: number; p: Point } | null = null;
  for (const q of quads) {
    const xs = [q[0], q[2], q[4], q[6]];
    const ys = [q[1], q[3], q[5], q[7]];
    const x0 = Math.max(0, Math.min(...xs)); const x1 = Math.min(viewport.width, Math.max(...xs));
    const y0 = Math.max(0, Math.min(...ys)); const y1 = Math.min(viewport.height, Math.max(...ys));
    const area = (x1 - x0) * (y1 - y0);
    if (x1 - x0 >= 1 && y1 - y0 >= 1 && (!best || area > best.area)) best = { area, p: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 } };
  }
  if (!best) throw new ActionError(`element ${id} has no visible box in the viewport`);
  return best.p;
}

async function resolveObject(cdp: CDPSession, id: number): Promise<string> {
  try {
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: id });
    if (!object.objectId) throw new Error('no object');
    return object.objectId;
  } catch {
    throw new ActionError(`element ${id} is not in the page`);
  }
}

/** Focus an element; a label passes focus to its control, as a click on it would. */
async function focus(cdp: CDPSession, id: number): Promise<void> {
  try {
    await cdp.send('DOM.focus', { backendNodeId: id });
    return;
  } catch { /* not focusable itself: maybe a label */ }
  const objectId = await resolveObject(cdp, id);
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId, returnByValue: true,
    functionDeclaration: `function () {
      const c = this instanceof HTMLLabelElement ? this.control : null;
      if (!c) return false;
      c.focus();
      return document.activeElement === c;
    }`,
  });
  if (result.value !== true) throw new ActionError(`element ${id} cannot take focus`);
}

export interface ExecutionContext {
  /** Agent-facing element id → backend DOM node id. */
  resolve(id: string): number;
  /** Model coordinates → screen pixels. */
  toScreen(p: Point): Point;
  /** The named files of the task's folder (an ActionError for a name it does not hold). */
  files(names: string[]): FilePayload[];
}

/** How long a click may take to open a file chooser before the action is reported as opening none. */
const FILE_CHOOSER_WAIT_MS = 1500;

const BUTTONS = new Set(['left', 'right', 'middle']);

function button(v: unknown): 'left' | 'right' | 'middle' {
  const b = String(v);
  if (!BUTTONS.has(b)) throw new ActionError(`button must be left, right or middle, not "${b}"`);
  return b as 'left' | 'right' | 'middle';
}

async function withModifiers(page: Page, modifiers: string[], fn: () => Promise<void>): Promise<void> {
  for (const m of modifiers) await page.keyboard.down(m);
  try {
    await fn();
  } finally {
    for (const m of [...modifiers].reverse()) await page.keyboard.up(m);
  }
}

export async function executeAction(page: Page, cdp: CDPSession, a: ParsedAction, ctx: ExecutionContext): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const node = (raw: unknown) => ctx.resolve(String(raw));
  const center = (raw: unknown) => elementCenter(cdp, node(raw), viewport);
  const at = (x: unknown, y: unknown) => ctx.toScreen({ x: Number(x), y: Number(y) });
  const [a0, a1, a2, a3] = a.args;
  switch (a.name) {
    case 'click':
    case 'dblclick': {
      const p = await aimAt(page, cdp, node(a0), viewport);
      await withModifiers(page, a2 as string[], () => page.mouse.click(p.x, p.y, { button: button(a1), clickCount: a.name === 'dblclick' ? 2 : 1 }));
      return;
    }
    case 'hover': {
      const p = await center(a0);
      await page.mouse.move(p.x, p.y);
      return;
    }
    case 'focus':
      await focus(cdp, node(a0));
      return;
    case 'fill':
    case 'clear': {
      await center(a0);
      await focus(cdp, node(a0));
      await page.keyboard.press('ControlOrMeta+A');
      const text = a.name === 'fill' ? String(a1) : '';
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.insertText(text);
      return;
    }
    case 'check':
    case 'uncheck': {
      const want = a.name === 'check';
      const objectId = await resolveObject(cdp, node(a0));
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId, returnByValue: true,
        functionDeclaration: `function () {
          const el = this;
          const aria = el.getAttribute && el.getAttribute('aria-checked');
          if ('checked' in el && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
          if (aria === 'true' || aria === 'false' || aria === 'mixed') return aria === 'true';
          return null;
        }`,
      });
      if (result.value === null || result.value === undefined) throw new ActionError(`element ${String(a0)} is not a checkbox, radio or switch`);
      if (result.value !== want) await clickAt(page, cdp, await center(a0), 'left', 1);
      return;
    }
    case 'press':
      await focus(cdp, node(a0));
      await page.keyboard.press(String(a1));
      return;
    case 'select_option': {
      const objectId = await resolveObject(cdp, node(a0));
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId,
        arguments: [{ value: a1 }],
        returnByValue: true,
        functionDeclaration: `function (wanted) {
          if (!(this instanceof HTMLSelectElement)) return 'element is not a <select>; open it and click an option instead';
          const opts = [...this.options];
          const picks = wanted.map((w) => opts.find((o) => o.label.trim() === String(w).trim() || o.value === String(w)));
          const missing = wanted.filter((_, i) => !picks[i]);
          if (missing.length) return 'no option ' + JSON.stringify(missing[0]) + ' in this <select>';
          if (!this.multiple && picks.length > 1) return 'this <select> takes one option';
          for (const o of opts) o.selected = picks.includes(o);
          this.dispatchEvent(new Event('input', { bubbles: true }));
          this.dispatchEvent(new Event('change', { bubbles: true }));
          return '';
        }`,
      });
      if (result.value) throw new ActionError(String(result.value));
      return;
    }
    case 'drag_and_drop': {
      // Aiming scrolls an element into view, which can move the other: aim at the drop target, the
      // dragged element, then the target again, so both points hold when the drag starts.
      await center(a1);
      const from = await center(a0);
      await drag(page, cdp, from, await center(a1));
      return;
    }
    case 'upload_file': {
      const files = ctx.files(a1 as string[]);
      const id = node(a0);
      await chooseFiles(page, files, async () => {
        const p = await aimAt(page, cdp, id, viewport);
        await page.mouse.click(p.x, p.y);
      }, `element ${String(a0)}`);
      return;
    }
    case 'mouse_upload_file': {
      const files = ctx.files(a2 as string[]);
      const p = at(a0, a1);
      await chooseFiles(page, files, () => clickAt(page, cdp, p, 'left', 1), `a click at (${String(a0)}, ${String(a1)})`);
      return;
    }
    case 'mouse_move': {
      const p = at(a0, a1);
      await page.mouse.move(p.x, p.y);
      return;
    }
    case 'mouse_down':
    case 'mouse_up': {
      const p = at(a0, a1);
      await page.mouse.move(p.x, p.y);
      await (a.name === 'mouse_down' ? page.mouse.down({ button: button(a2) }) : page.mouse.up({ button: button(a2) }));
      return;
    }
    case 'mouse_click':
    case 'mouse_dblclick':
      await clickAt(page, cdp, at(a0, a1), button(a2), a.name === 'mouse_dblclick' ? 2 : 1);
      return;
    case 'mouse_drag_and_drop':
      await drag(page, cdp, at(a0, a1), at(a2, a3));
      return;
    case 'keyboard_down':
      await page.keyboard.down(String(a0));
      return;
    case 'keyboard_up':
      await page.keyboard.up(String(a0));
      return;
    case 'keyboard_press':
      await page.keyboard.press(String(a0));
      return;
    case 'keyboard_type':
      await page.keyboard.type(String(a0));
      return;
    case 'keyboard_insert_text':
      await page.keyboard.insertText(String(a0));
      return;
    case 'scroll':
      await page.mouse.wheel(Number(a0), Number(a1));
      return;
    case 'send_msg_to_user':
    case 'report_infeasible':
    case 'noop':
      return;
    case 'goto':
      throw new ActionError(refusedNavigation(String(a0)));
    case 'go_back':
    case 'go_forward':
    case 'new_tab':
    case 'tab_close':
    case 'tab_focus':
      throw new ActionError(`${a.name} is refused: the task stays on its page, the only tab`);
  }
}

/**
 * Put the pointer on an element and make sure it is what the pointer is over, re-aiming while a
 * popup is still being positioned (a hand follows a target that moves until it stops).
 */
async function aimAt(page: Page, cdp: CDPSession, id: number, viewport: { width: number; height: number }): Promise<Point> {
  const object = resolveObject(cdp, id);
  let { p, probe } = await aimPoint(cdp, id, viewport, object);
  for (let i = 0; i < 6 && !probe.hit; i++) {
    await nextFrame(cdp);
    const again = await aimPoint(cdp, id, viewport, object);
    if (Math.abs(again.p.x - p.x) < 0.5 && Math.abs(again.p.y - p.y) < 0.5) break; // covered, not moving: click what is there
    ({ p, probe } = again);
  }
  await pointTo(page, cdp, p, probe.mutations);
  return p;
}

/** Move the pointer and let the page show its hover before anything else happens (HOVER_SEEN). */
async function pointTo(page: Page, cdp: CDPSession, p: Point, mutationsBefore: number | null): Promise<void> {
  await page.mouse.move(p.x, p.y);
  await evaluateInPage(cdp, `(${HOVER_SEEN})(${JSON.stringify(mutationsBefore)})`);
}

/**
 * A click as a hand makes it: the pointer arrives, the page sees the hover, then the button goes
 * down and up. Widgets that read the hovered position (ratings, menus) depend on it.
 */
async function clickAt(page: Page, cdp: CDPSession, p: Point, btn: 'left' | 'right' | 'middle', count: number): Promise<void> {
  await pointTo(page, cdp, p, await evaluateInPage<number | null>(cdp, `(${MUTATIONS})()`));
  await page.mouse.click(p.x, p.y, { button: btn, clickCount: count });
}

/**
 * A click that opens the browser's file chooser, answered with the files: what a person does in the
 * system dialog. A click that opens none, or several files for a chooser of one, is reported.
 */
async function chooseFiles(page: Page, files: FilePayload[], click: () => Promise<void>, what: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser', { timeout: FILE_CHOOSER_WAIT_MS });
  chooser.catch(() => { /* reported below */ });
  await click();
  const fc = await chooser.catch(() => null);
  if (!fc) throw new ActionError(`${what} opened no file chooser`);
  if (files.length > 1 && !fc.isMultiple()) throw new ActionError(`this file chooser takes one file, not ${files.length}`);
  await fc.setFiles(files);
}

/**
 * Press, move in 12 steps, rest, release. The rest (two frames) lets the page take in the last
 * move before the button goes up: a sortable list picks the row to drop on from it, and under load
 * the release could otherwise land on the row of an earlier move.
 */
async function drag(page: Page, cdp: CDPSession, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await nextFrame(cdp);
  await nextFrame(cdp);
  await page.mouse.up();
}
