/**
 * A scripted person for the recorder's browser tests: does a task's solution on the recorder page
 * (/record/) with real pointer, wheel and keyboard input into the task frame, and logs each
 * gesture it makes, so a test knows how many steps cleaning must find. It never uses Playwright's
 * locator actions, which scroll and focus on a person's behalf: a target off screen is wheeled
 * into view, and that wheel is a gesture like any other.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { DEFAULT_IDLE_GAP_MS } from '../../pipeline/human/clean';
import type { StepKind } from '../../pipeline/human/reference';
import type { ReferenceStep, Target, TaskSpec } from '../../src/core/taskSpec';

/** Solution steps a person can be scripted to do from role and name alone. */
const SCRIPTABLE = new Set<ReferenceStep['do']>(['click', 'hover', 'fill', 'keyboard_press', 'keyboard_type', 'scroll', 'drag_and_drop']);

/** What a person does on a task: its pointer solution when it has one (as the pixel oracle), else its reference. */
export const solutionOf = (task: TaskSpec): ReferenceStep[] => task.pointer_solution ?? task.reference_solution;

/**
 * Whether the script can do a task as a person would. Not: a seek in a virtualized list, nor
 * lines typed into a code editor, which indents each new line itself (a person leaves out the
 * indentation the editor adds; the script cannot know the editor's rules).
 */
export const scriptable = (task: TaskSpec): boolean =>
  solutionOf(task).every((s) => SCRIPTABLE.has(s.do) && !(s.do === 'click' && s.seek) && !(s.do === 'fill' && s.text.includes('\n')));

/** A person's pace between gestures: well under the cleaning's idle gap, so bursts stay bursts. */
const PACE_MS = 250;
const TYPE_DELAY_MS = 30;

export class ScriptedHuman {
  /** The steps cleaning should find in the attempt under way, in order. */
  steps: StepKind[] = [];
  /** Whether the pointer has been put anywhere in this attempt (see `begin`). */
  private pointed = false;
  private readonly frame: FrameLocator;

  constructor(private readonly page: Page) {
    this.frame = page.frameLocator('#rec-frame');
  }

  /** A new attempt: nothing done yet, and the pointer as the reload left it. */
  begin(): void {
    this.steps = [];
    this.pointed = false;
  }

  private log(kind: StepKind): void {
    // Consecutive wheel turns are one burst, as consecutive typing into one field.
    if ((kind === 'scroll' || kind === 'type') && this.steps.at(-1) === kind) return;
    this.steps.push(kind);
  }

  private locate(t: Target): Locator {
    const scope = t.within ? this.locate(t.within) : this.frame;
    const role = t.role as Parameters<Page['getByRole']>[0];
    // Named as the harness names it: by its accessible name, or by its text when its name holds
    // more (MUI's grid header, whose name takes in its menu button's label).
    const text = new RegExp(`^\\s*${t.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
    let all = scope.getByRole(role, { name: t.name, exact: true }).or(scope.getByRole(role).filter({ hasText: text }));
    // A field the accessibility tree names by what it holds (antd's colour field): a person reads
    // the value in it, which Playwright's names leave out.
    if (t.role === 'textbox') all = all.or(scope.locator(`input[value="${t.name.replace(/["\\]/g, '\\$&')}" i]`));
    return t.nth === undefined ? all.first() : all.nth(t.nth);
  }

  /**
   * Wait (up to 2 s) until nothing lies over the target at the point, as a person waits for a
   * closing drawer's mask to fade before clicking what it covered.
   */
  private async untilOnTop(t: Target, p: { x: number; y: number }): Promise<void> {
    const fb = await this.frameBox();
    const loc = this.locate(t);
    for (let i = 0; i < 40; i++) {
      const onTop = await loc.evaluate((el, [x, y]) => {
        const hit = el.ownerDocument.elementFromPoint(x, y);
        return !!hit && (el === hit || el.contains(hit) || [...((el as HTMLInputElement).labels ?? [])].some((l) => l.contains(hit)));
      }, [p.x - fb.x, p.y - fb.y]);
      if (onTop) return;
      await this.page.waitForTimeout(50);
    }
  }

  /** The frame's visible box on the recorder page. */
  private async frameBox() {
    return (await this.page.locator('#rec-frame').boundingBox())!;
  }

  /**
   * A scrolling list, feed or wide table inside the page that holds the target outside its view:
   * where its view is (frame coordinates) and how far to wheel it, down or sideways, to bring the
   * target to its middle.
   */
  private hiddenIn(loc: Locator) {
    return loc.evaluate((node) => {
      const r = node.getBoundingClientRect();
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      for (let a = node.parentElement; a && a !== a.ownerDocument.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const c = a.getBoundingClientRect();
        const middle = { x: c.left + c.width / 2, y: c.top + c.height / 2 };
        if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight
          // The page's own scroller (as tall as the window) is wheeled from the frame's top instead.
          && c.height < a.ownerDocument.documentElement.clientHeight - 1 && (cy < c.top + 4 || cy > c.bottom - 4)) {
          return { ...middle, dx: 0, dy: Math.round(cy - middle.y) };
        }
        if (/(auto|scroll)/.test(s.overflowX) && a.scrollWidth > a.clientWidth && (cx < c.left + 4 || cx > c.right - 4)) {
          return { ...middle, dx: Math.round(cx - middle.x), dy: 0 };
        }
      }
      return null;
    });
  }

  /** Where on the recorder page to point at a target (a fraction of its box), wheeling it into the frame's view first. */
  private async pointAt(t: Target, at = { x: 0.5, y: 0.5 }): Promise<{ x: number; y: number }> {
    const loc = this.locate(t);
    await loc.waitFor({ state: 'visible', timeout: 10_000 });
    // A person wheels a list, feed or wide table that hides the target with the pointer over it.
    for (let tries = 0, list = await this.hiddenIn(loc); list; list = await this.hiddenIn(loc), tries++) {
      if (tries === 5) throw new Error(`could not wheel ${t.role} "${t.name}" into its list's view`);
      const fb = await this.frameBox();
      await this.page.mouse.move(fb.x + list.x, fb.y + list.y);
      await this.wheel(list.dx, list.dy, true);
    }
    for (let tries = 0; ; tries++) {
      const [box, fb] = [await this.still(loc), await this.frameBox()];
      const cy = box.y + box.height * at.y;
      const dy = cy < fb.y + 20 || cy > fb.y + fb.height - 20 ? Math.round(cy - (fb.y + fb.height / 2)) : 0;
      if (dy === 0) {
        const x = box.x + box.width * at.x;
        const shown = (await this.page.locator('.rec-frame-wrap').boundingBox())!;
        if (x < shown.x || x > shown.x + shown.width) throw new Error(`${t.role} "${t.name}" lies outside the part of the frame the recorder shows`);
        // A point below or above the window (a toast at the frame's foot): the recorder page
        // itself scrolls, as a person scrolls the page to see the whole frame.
        const { height } = this.page.viewportSize()!;
        if (cy < 10 || cy > height - 10) {
          await this.page.evaluate((dy) => window.scrollBy(0, dy), Math.round(cy - height / 2));
          continue;
        }
        return { x, y: cy };
      }
      if (tries === 5) throw new Error(`could not wheel ${t.role} "${t.name}" into view`);
      await this.page.mouse.move(fb.x + fb.width / 2, fb.y + 10);
      await this.wheel(0, dy);
    }
  }

  /**
   * What a person sees of the target, on the recorder page: the element's box, or its label's for a
   * visually hidden input (a rating's star), or its nearest ancestor's with a box; as the harness's
   * own pointing (TaskProbe.proxy).
   */
  private async boxOf(loc: Locator) {
    // No named functions inside: the page gets this source as it is, without the test's helpers.
    const shown = await loc.evaluateHandle((node) => {
      const candidates: Element[] = [node, ...((node as HTMLInputElement).labels ?? [])];
      for (let up = node.parentElement; up; up = up.parentElement) candidates.push(up);
      return candidates.find((e) => e.getBoundingClientRect().width >= 2 && e.getBoundingClientRect().height >= 2) ?? node;
    });
    try {
      return (await shown.asElement()!.boundingBox())!;
    } finally {
      await shown.dispose();
    }
  }

  /** The target's box once it stops moving (a person aims at a popup once it has opened). */
  private async still(loc: Locator) {
    let box = await this.boxOf(loc);
    for (let i = 0; i < 40; i++) {
      await this.page.waitForTimeout(50);
      const next = await this.boxOf(loc);
      if (next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) return next;
      box = next;
    }
    return box;
  }

  /**
   * Turn the wheel. `apart`: after looking first (longer than cleaning's idle gap), so the turn is
   * a step of its own. A person looks before wheeling on to a post a feed has just loaded; a run
   * archive replays a wheel burst as one turn, which would not load the feed between its parts.
   */
  private async wheel(dx: number, dy: number, apart = false): Promise<void> {
    if (apart && this.steps.at(-1) === 'scroll') {
      await this.page.waitForTimeout(DEFAULT_IDLE_GAP_MS + 300);
      this.steps.push('scroll');
    }
    await this.page.mouse.wheel(dx, dy);
    this.log('scroll');
    await this.page.waitForTimeout(PACE_MS * 2); // the page scrolls smoothly over a few frames
  }

  /**
   * A wasted step: Escape, which on a page at rest changes nothing (a click could close a dialog;
   * Tab moves the focus, which may land in the very field the task types into and save a click).
   */
  async detour(): Promise<void> {
    await this.page.keyboard.press('Escape');
    this.log('key');
    await this.page.waitForTimeout(PACE_MS);
  }

  async do(step: ReferenceStep): Promise<void> {
    const mouse = this.page.mouse;
    if (step.do !== 'scroll' && step.do !== 'keyboard_press' && step.do !== 'keyboard_type') this.pointed = true;
    switch (step.do) {
      case 'click': {
        const p = await this.pointAt(step.target, step.at);
        await this.untilOnTop(step.target, p);
        await mouse.click(p.x, p.y, { button: step.button ?? 'left' });
        this.log('click');
        break;
      }
      case 'hover': {
        const p = await this.pointAt(step.target);
        await mouse.move(p.x, p.y);
        await this.page.waitForTimeout(600); // long enough to count as resting on it
        break;
      }
      case 'fill': {
        // A field the page has just opened and focused (a grid cell's editor, named by nothing but
        // its text) is typed into as it is; any other is clicked first.
        const named = this.locate(step.target);
        const focused = this.frame.locator('input:focus:not([type=checkbox]):not([type=radio]), textarea:focus');
        await named.or(focused).first().waitFor({ state: 'visible', timeout: 10_000 });
        const field = (await named.count()) ? named : focused;
        if (!(await field.evaluate((el) => el.ownerDocument.hasFocus() && el === el.ownerDocument.activeElement))) {
          const p = await this.pointAt(step.target);
          await mouse.click(p.x, p.y);
          this.log('click');
        }
        if ((await field.inputValue().catch(() => '')) !== '') {
          await this.page.keyboard.press('Control+A');
          this.log('key');
        }
        await this.page.keyboard.type(step.text, { delay: TYPE_DELAY_MS });
        this.log('type');
        break;
      }
      case 'keyboard_press':
        await this.page.keyboard.press(step.key);
        this.log(step.key.length === 1 ? 'type' : 'key');
        break;
      case 'keyboard_type':
        await this.page.keyboard.type(step.text, { delay: TYPE_DELAY_MS });
        this.log('type');
        break;
      case 'scroll': {
        // The wheel turns wherever the pointer rests (where the last gesture left it, a hover
        // included); before any, that is the frame's top left.
        const fb = await this.frameBox();
        if (!this.pointed) await mouse.move(fb.x + 6, fb.y + 6);
        await this.wheel(step.dx, step.dy);
        break;
      }
      case 'drag_and_drop': {
        // Both ends in view before the button goes down (wheeling to one may move the other).
        await this.pointAt(step.to);
        const from = await this.pointAt(step.from);
        const to = await this.pointAt(step.to);
        await mouse.move(from.x, from.y);
        await mouse.down();
        await mouse.move(to.x, to.y, { steps: 12 });
        await this.page.waitForTimeout(50);
        await mouse.up();
        this.log('drag');
        break;
      }
      default:
        throw new Error(`a scripted person does not do ${step.do} steps`);
    }
    await this.page.waitForTimeout(PACE_MS);
  }
}
