/**
 * Executing parsed actions in the page with trusted input events. Element ids are backend DOM node
 * ids from the AX observation; they are resolved through CDP, never through injected attributes.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { ParsedAction } from './actionGrammar';

/** A bad action: reported to the agent in its next observation, never a harness crash. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

export interface Point { x: number; y: number }

function nodeId(raw: string | number): number {
  return Number(String(raw).replace(/^[A-Za-z]/, ''));
}

/**
 * Centre of the element's largest visible box, scrolled into view first, once the box has stopped
 * moving (the same on two consecutive frames), as a person waits for a popup to finish opening.
 */
export async function elementCenter(cdp: CDPSession, id: number, viewport: { width: number; height: number }): Promise<Point> {
  try {
    await cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: id });
  } catch { /* text nodes and some elements cannot scroll; their quads still tell */ }
  let last = await visibleCenter(cdp, id, viewport);
  for (let i = 0; i < 20; i++) {
    await cdp.send('Runtime.evaluate', { expression: 'new Promise((r) => requestAnimationFrame(() => r(0)))', awaitPromise: true });
    const now = await visibleCenter(cdp, id, viewport);
    if (Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    last = now;
  }
  return last;
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

async function focus(cdp: CDPSession, id: number): Promise<void> {
  try {
    await cdp.send('DOM.focus', { backendNodeId: id });
  } catch {
    throw new ActionError(`element ${id} cannot take focus`);
  }
}

export async function executeAction(page: Page, cdp: CDPSession, a: ParsedAction): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const center = (raw: string | number) => elementCenter(cdp, nodeId(raw), viewport);
  const [a0, a1, a2, a3] = a.args;
  switch (a.name) {
    case 'click': {
      const p = await center(a0);
      await page.mouse.click(p.x, p.y);
      return;
    }
    case 'hover': {
      const p = await center(a0);
      await page.mouse.move(p.x, p.y);
      return;
    }
    case 'fill': {
      await center(a0);
      await focus(cdp, nodeId(a0));
      await page.keyboard.press('ControlOrMeta+A');
      if (String(a1) === '') await page.keyboard.press('Backspace');
      else await page.keyboard.insertText(String(a1));
      return;
    }
    case 'press': {
      await focus(cdp, nodeId(a0));
      await page.keyboard.press(String(a1));
      return;
    }
    case 'select_option': {
      const objectId = await resolveObject(cdp, nodeId(a0));
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId,
        arguments: [{ value: String(a1) }],
        returnByValue: true,
        functionDeclaration: `function (want) {
          if (!(this instanceof HTMLSelectElement)) return 'element is not a <select>; open it and click an option instead';
          const opt = [...this.options].find((o) => o.label.trim() === want.trim() || o.value === want);
          if (!opt) return 'no option "' + want + '" in this <select>';
          this.value = opt.value;
          this.dispatchEvent(new Event('input', { bubbles: true }));
          this.dispatchEvent(new Event('change', { bubbles: true }));
          return '';
        }`,
      });
      if (result.value) throw new ActionError(String(result.value));
      return;
    }
    case 'drag_and_drop': {
      const from = await center(a0);
      const to = await center(a1);
      await drag(page, from, to);
      return;
    }
    case 'mouse_click':
      await page.mouse.click(Number(a0), Number(a1));
      return;
    case 'mouse_drag_and_drop':
      await drag(page, { x: Number(a0), y: Number(a1) }, { x: Number(a2), y: Number(a3) });
      return;
    case 'keyboard_type':
      await page.keyboard.type(String(a0));
      return;
    case 'keyboard_press':
      await page.keyboard.press(String(a0));
      return;
    case 'scroll':
      await page.mouse.wheel(Number(a0), Number(a1));
      return;
    case 'noop':
      return;
  }
}

async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
