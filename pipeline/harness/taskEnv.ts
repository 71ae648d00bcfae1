/**
 * The environment of one browser context: open a task page, observe it in the run's mode, act on
 * it, and read the signal contract after every action. Settling waits on the page's own signals
 * (DOM quiescence and running animations), never on fixed sleeps.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { CommittedState } from '../../src/core/state';
import type { FolderFile } from '../../src/core/taskSpec';
import type { ModeName } from '../runs/records';
import { ActionError, executeAction } from './actionExecutor';
import { Confinement } from './confinement';
import { ActionParseError, formatAction, parseAction } from './actionGrammar';
import { captureAxTree, type AxTree } from './axtreeObservation';
import { VIEWPORT } from './browser';
import { toScreen, type Convention } from './coordinates';
import { MODES, type Observation } from './modes';
import { pickFiles } from './fileFolder';
import { evaluateInPage } from './pageEval';
import { PAGE_MONITOR, SETTLE } from './settle';
import { DEFAULT_READINESS, InFlight, PageNotReady, waitForTask, type ReadinessRule } from './siteReadiness';

export type { Observation } from './modes';

export interface StepResult {
  action: string;
  error: string | null;
  done: boolean;
  state: CommittedState | null;
  url: string;
  actMs: number;
  timing: StepTiming;
}

/**
 * Where an action's time went: dispatching it (resolving the element, Playwright's actionability
 * checks, the input events and the page's handlers), the page changing afterwards (mutations,
 * animations), and the harness confirming it stopped (quiet frames and the round trip).
 */
export interface StepTiming {
  dispatchMs: number;
  pageMs: number;
  settleWaitMs: number;
}

/** Where opening a task went: navigation to the page's ready mark, then settling as after an action. */
export interface ResetTiming {
  readyMs: number;
  pageMs: number;
  settleWaitMs: number;
}

interface Settled {
  done: boolean;
  state: CommittedState | null;
  /** Page time within the settle, and the whole settle as the harness waited for it. */
  busyMs: number;
  totalMs: number;
  /** The page was still changing when the settle's cap ran out. */
  capped: boolean;
}

/** A failure of the harness or the page itself (not the agent's fault); re-runnable. */
export class HarnessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HarnessError';
  }
}

export interface EnvOptions {
  /** Task page URL of a task id. */
  taskUrl(taskId: string): string;
  mode?: ModeName;
  /** How coordinates in coordinate actions are to be read. */
  convention?: Convention;
  /** How long a page may take from navigation to ready (default LOAD_TIMEOUT_MS). */
  loadTimeoutMs?: number;
  /**
   * Whether pages mark themselves ready (html[data-cb-ready], as ours do after hydration). Pages of
   * another task site are ready once their task has mounted (siteReadiness.ts).
   */
  readyAttribute?: boolean;
  /** For pages without the ready mark: what counts as mounted. */
  readiness?: ReadinessRule;
  /** For pages without the ready mark: hears what the load is waiting for (a warm-up shows it). */
  onWaiting?(what: string): void;
}

export const LOAD_TIMEOUT_MS = 30_000;

/** A scrolling container hiding an element: where to point, how far to wheel, and its part on screen. */
/** A box in viewport coordinates. */
export interface Box { x: number; y: number; w: number; h: number }

/**
 * A scrolling container hiding an element: where to point and how far to wheel (see clippedBy);
 * `depth` is how many wheel-scrolled containers enclose its content (see scrollers), so a pointer
 * over an element of the same depth inside it turns this container and not one nested in it.
 */
export interface Clip { x: number; y: number; dx: number; dy: number; visible: { left: number; top: number; right: number; bottom: number }; depth: number }

/**
 * Page source: how many ancestors of `a` (itself included) take the wheel: those a wheel scrolls
 * natively up and down (overflow auto or scroll, with more height than room; one that scrolls only
 * sideways passes an upright wheel on, as a grid wider than its dialog does), and rc-virtual-list's holder
 * (antd's Listy and Select popups: `ant-listy-holder`, `rc-virtual-list-holder`), which hides its
 * overflow and scrolls itself on wheel events without passing them on.
 */
const SCROLLERS_FROM = `(a) => {
  let n = 0;
  for (; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight) n++;
    else if ([...a.classList].some((c) => /(^rc-virtual-list|-listy)-holder$/.test(c)) && a.scrollHeight > a.clientHeight) n++;
  }
  return n;
}`;

/** Privileged access to the page for the oracle (a reference executor, not a contestant). */
export interface OracleProbe {
  axtree(): Promise<AxTree>;
  /** Wait until the page stops changing (mutations, animations), as after every action. */
  settle(): Promise<unknown>;
  /** The element's box in viewport coordinates, without scrolling (null when it has none). */
  box(backendNodeId: number): Promise<Box | null>;
  /**
   * The part of the element's box that shows: cut by the ancestors that clip their overflow (a
   * list's visible part) and by the viewport; null when nothing of it shows. An inline element
   * broken over lines is its largest line box.
   */
  shownBox(backendNodeId: number): Promise<Box | null>;
  hittable(backendNodeId: number): Promise<boolean>;
  /**
   * What a person would point at for this node: the element itself when it has a box, else its
   * label (visually hidden inputs), else its nearest ancestor with a box.
   */
  proxy(backendNodeId: number): Promise<number>;
  /** The element's descendant elements, in document order. */
  descendants(backendNodeId: number): Promise<number[]>;
  /**
   * When the element lies outside the visible part of a scrolling container (a tab strip, a list),
   * where to put the pointer over that container and how far to wheel it to bring the element to
   * its middle, and the container's part on screen; null when no container hides it.
   */
  clippedBy(backendNodeId: number): Promise<Clip | null>;
  /** How many scrolling containers enclose what lies at a viewport point: a wheel turned there turns the innermost (0: the page). */
  scrollersAt(x: number, y: number): Promise<number>;
  /**
   * The box of the track a slider thumb moves along: the first element matching `selector` inside
   * the thumb's nearest ancestor that has one (null when none does).
   */
  trackBox(backendNodeId: number, selector: string): Promise<Box | null>;
  /**
   * Whether keys pressed now reach the element ('there': it has the focus, or an ancestor holding
   * no other element of its role does, as a slider's track that passes keys to its one thumb), else
   * the key that moves the focus toward it: Shift+Tab when the focus is past it, Tab otherwise.
   */
  focusToward(backendNodeId: number): Promise<'there' | 'Tab' | 'Shift+Tab'>;
}

export class TaskEnv implements OracleProbe {
  private cdp!: CDPSession;
  private page!: Page;
  private stepIndex = 0;
  private lastError: string | null = null;
  private last: Observation | null = null;
  /** Where the page was when it last settled (see settle.ts; null after a navigation). */
  private settledAt: string | null = null;
  /** The files this episode's file choosers offer. */
  private folder: readonly FolderFile[] = [];
  /** Requests in flight, watched on pages without the ready mark only (ours need not pay for it). */
  private network: InFlight | null = null;
  /** Keeps the episode on its task page (no other document, no new tab). */
  private confinement!: Confinement;
  /** The task site's origin, and the paths on it the page fetched since the task was opened. */
  private origin: string | null = null;
  private readonly fetched = new Set<string>();
  /** How the last reset spent its time (benchmarks read it). */
  lastReset: ResetTiming | null = null;
  readonly mode: ModeName;
  readonly convention: Convention;

  private constructor(private readonly context: BrowserContext, private readonly opts: EnvOptions) {
    this.mode = opts.mode ?? 'axtree';
    this.convention = opts.convention ?? 'raw';
  }

  static async open(context: BrowserContext, opts: EnvOptions): Promise<TaskEnv> {
    const env = new TaskEnv(context, opts);
    env.page = await context.newPage();
    await env.page.addInitScript(PAGE_MONITOR);
    env.cdp = await context.newCDPSession(env.page);
    env.confinement = await Confinement.attach(env.page, env.cdp);
    // Finished requests only: a navigation the confinement refused fetched nothing.
    env.page.on('requestfinished', (r) => env.noteFetched(r.url()));
    if (opts.readyAttribute === false) env.network = new InFlight(env.page);
    return env;
  }

  get currentPage(): Page {
    return this.page;
  }

  get loadTimeoutMs(): number {
    return this.opts.loadTimeoutMs ?? LOAD_TIMEOUT_MS;
  }

  get turn(): number {
    return this.stepIndex;
  }

  /**
   * The paths on the task site that the page fetched since the task was opened: its document, its
   * spec, its scripts and styles, and any chunk loaded later on, cached or not.
   */
  get fetchedPaths(): string[] {
    return [...this.fetched];
  }

  private noteFetched(url: string): void {
    if (this.origin !== null && url.startsWith(`${this.origin}/`)) this.fetched.add(new URL(url).pathname);
  }

  /** `folder`: the files a file chooser offers in this episode (the task's, if it has any). */
  async reset(taskId: string, folder: readonly FolderFile[] = []): Promise<Observation> {
    this.folder = folder;
    this.stepIndex = 0;
    this.lastError = null;
    this.last = null;
    this.settledAt = null;
    const url = this.opts.taskUrl(taskId);
    const timeout = this.loadTimeoutMs;
    this.origin = new URL(url).origin;
    this.fetched.clear();
    try {
      const marked = this.opts.readyAttribute !== false;
      // One page serves task after task: the pointer goes back to the corner, as on a fresh page,
      // so no episode's hover or wheel target depends on the task that ran before it.
      await this.page.mouse.move(0, 0);
      const t0 = performance.now();
      this.network?.clear();
      this.confinement.opening();
      const res = await this.page.goto(url, { waitUntil: marked ? 'domcontentloaded' : 'load', timeout });
      if (res && !res.ok()) throw new HarnessError(`task page ${url} answered HTTP ${res.status()}`);
      if (marked) {
        await this.page.waitForFunction(
          () => document.documentElement.hasAttribute('data-cb-ready') || document.querySelector('[role=alert]') !== null,
          undefined, { timeout, polling: 'raf' },
        );
        const failure = await this.page.evaluate(() => (document.documentElement.hasAttribute('data-cb-ready') ? null : document.querySelector('[role=alert]')?.textContent ?? 'unknown'));
        if (failure) throw new HarnessError(`task page ${taskId} failed: ${failure}`);
      } else {
        await waitForTask(this.cdp, this.network!, this.opts.readiness ?? DEFAULT_READINESS, { start: t0, timeoutMs: timeout }, () => this.settle(), this.opts.onWaiting)
          .catch((e) => { throw e instanceof PageNotReady ? new HarnessError(`task page ${taskId} ${e.message}`) : e; });
      }
      const readyMs = performance.now() - t0;
      const settled = await this.settle();
      this.lastReset = { readyMs, pageMs: settled.busyMs, settleWaitMs: settled.totalMs - settled.busyMs };
      this.confinement.confine(this.page.url());
    } catch (e) {
      throw e instanceof HarnessError ? e : new HarnessError(`could not open task ${taskId}: ${(e as Error).message.split('\n')[0]}`);
    }
    return this.observe();
  }

  async observe(): Promise<Observation> {
    // A refusal that came after the action's settle (a tab opens asynchronously) is heard now.
    this.lastError = this.confinement.addRefusals(this.lastError);
    try {
      const part = await MODES[this.mode].capture(this.page, this.cdp, VIEWPORT);
      this.last = { ...part, mode: this.mode, step: this.stepIndex, url: this.page.url(), files: this.folder, lastActionError: this.lastError };
      return this.last;
    } catch (e) {
      throw new HarnessError(`could not observe the page: ${(e as Error).message.split('\n')[0]}`);
    }
  }

  /** Begin an agent turn (a turn may hold several primitive actions in browser_use). */
  beginTurn(): void {
    this.stepIndex++;
  }

  /**
   * Run one action string; parse or execution errors are returned, not thrown. `note` is shown to
   * the agent with its next observation when the action itself raised no error.
   */
  async step(action: string, note: string | null = null): Promise<StepResult> {
    const t0 = performance.now();
    let error: string | null = null;
    let canonical = action;
    try {
      const parsed = parseAction(action);
      canonical = formatAction(parsed);
      if (!MODES[this.mode].allows(parsed.name)) throw new ActionError(`${parsed.name} is not available in ${this.mode} mode`);
      const elements = this.last?.elements ?? new Map<string, number>();
      await executeAction(this.page, this.cdp, parsed, {
        resolve: (id) => {
          const node = elements.get(id);
          if (node === undefined) throw new ActionError(`element ${id} is not in the current observation`);
          return node;
        },
        toScreen: (p) => toScreen(this.convention, p, VIEWPORT),
        files: (names) => pickFiles(this.folder, names),
      });
    } catch (e) {
      if (e instanceof ActionParseError) error = `could not parse action: ${e.message}`;
      else if (e instanceof ActionError) error = e.message;
      else if (isBrowserGone(e)) throw new HarnessError(`browser failed during "${action}": ${(e as Error).message.split('\n')[0]}`);
      else error = (e as Error).message.split('\n')[0];
    }
    const dispatchMs = performance.now() - t0;
    const { done, state, busyMs, totalMs } = await this.settle();
    // A link followed or a tab opened by the action was refused: the agent hears why.
    error = this.confinement.addRefusals(error);
    this.lastError = error ?? note;
    return {
      action: canonical, error: error ?? note, done, state, url: this.page.url(), actMs: performance.now() - t0,
      timing: { dispatchMs, pageMs: busyMs, settleWaitMs: totalMs - busyMs },
    };
  }

  /** Record a problem the agent should see in its next observation (e.g. an unparsable reply). */
  noteError(message: string): void {
    this.lastError = message;
  }

  async settle(): Promise<Settled> {
    const t0 = performance.now();
    try {
      const { mark, ...settled } = await evaluateInPage<Omit<Settled, 'totalMs'> & { mark: string }>(this.cdp, `(${SETTLE})(${JSON.stringify(this.settledAt)})`);
      this.settledAt = mark;
      return { ...settled, totalMs: performance.now() - t0 };
    } catch (e) {
      throw new HarnessError(`page stopped responding: ${(e as Error).message.split('\n')[0]}`);
    }
  }

  /** Privileged: the tree with backend ids only, so probing never hands out element ids. */
  axtree(): Promise<AxTree> {
    return captureAxTree(this.cdp, false);
  }

  /** A function run on the node with `this` bound to it, its result by value; null when it cannot run. */
  private async onNode<T>(id: number, functionDeclaration: string, args: unknown[] = []): Promise<T | null> {
    try {
      const { object } = await this.cdp.send('DOM.resolveNode', { backendNodeId: id });
      if (!object.objectId) return null;
      const { result } = await this.cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId, returnByValue: true, functionDeclaration, arguments: args.map((value) => ({ value })),
      });
      return (result.value as T | null) ?? null;
    } catch {
      return null;
    }
  }

  async box(backendNodeId: number): Promise<Box | null> {
    try {
      const { quads } = await this.cdp.send('DOM.getContentQuads', { backendNodeId });
      const q = quads[0];
      if (!q) return null;
      const xs = [q[0], q[2], q[4], q[6]];
      const ys = [q[1], q[3], q[5], q[7]];
      return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
    } catch {
      return null;
    }
  }

  shownBox(id: number): Promise<Box | null> {
    // A link that wraps onto two lines has two boxes and empty space between them in its bounding
    // box: its largest line box is where a click lands on it.
    return this.onNode<Box>(id, `function () {
          const el = this.nodeType === 1 ? this : this.parentElement;
          const parts = [...el.getClientRects()].filter((p) => p.width > 0 && p.height > 0);
          const r = parts.length > 1 ? parts.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a)) : el.getBoundingClientRect();
          let [l, t, rt, b] = [Math.max(0, r.left), Math.max(0, r.top), Math.min(innerWidth, r.right), Math.min(innerHeight, r.bottom)];
          for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
            const s = getComputedStyle(a);
            const c = a.getBoundingClientRect();
            if (s.overflowX !== 'visible') { l = Math.max(l, c.left); rt = Math.min(rt, c.right); }
            if (s.overflowY !== 'visible') { t = Math.max(t, c.top); b = Math.min(b, c.bottom); }
          }
          return rt > l && b > t ? { x: l, y: t, w: rt - l, h: b - t } : null;
        }`);
  }

  async proxy(backendNodeId: number): Promise<number> {
    try {
      const { object } = await this.cdp.send('DOM.resolveNode', { backendNodeId });
      const { result } = await this.cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        functionDeclaration: `function () {
          // At least 2 CSS pixels each way, measured under the scene's zoom: a 2 px splitter bar is
          // 1.7 px on a small-scale page, a visually hidden 1 px input at most 1.2 px on any.
          const zoom = Number.parseFloat(getComputedStyle(document.documentElement).zoom) || 1;
          const has = (e) => { const r = e.getBoundingClientRect(); return r.width >= 1.9 * zoom && r.height >= 1.9 * zoom; };
          let el = this.nodeType === 1 ? this : this.parentElement;
          if (has(el)) return el;
          const label = el.labels && [...el.labels].find(has);
          if (label) return label;
          while (el && !has(el)) el = el.parentElement;
          return el;
        }`,
      });
      if (!result.objectId) return backendNodeId;
      const { node } = await this.cdp.send('DOM.describeNode', { objectId: result.objectId });
      return node.backendNodeId;
    } catch {
      return backendNodeId;
    }
  }

  async descendants(backendNodeId: number): Promise<number[]> {
    try {
      const { node } = await this.cdp.send('DOM.describeNode', { backendNodeId, depth: -1 });
      const out: number[] = [];
      const walk = (n: { nodeType: number; backendNodeId: number; children?: typeof n[] }) => {
        for (const c of n.children ?? []) if (c.nodeType === 1) { out.push(c.backendNodeId); walk(c); }
      };
      walk(node);
      return out;
    } catch {
      return [];
    }
  }

  /** Whether a click at the element's centre would land on it now (never scrolls). */
  async hittable(id: number): Promise<boolean> {
    const b = await this.box(id);
    if (!b || b.w < 1 || b.h < 1) return false;
    const x = b.x + b.w / 2;
    const y = b.y + b.h / 2;
    if (x < 0 || y < 0 || x >= VIEWPORT.width || y >= VIEWPORT.height) return false;
    const { object } = await this.cdp.send('DOM.resolveNode', { backendNodeId: id });
    if (!object.objectId) return false;
    const { result } = await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      arguments: [{ value: x }, { value: y }],
      returnByValue: true,
      functionDeclaration: `function (x, y) {
        const el = this.nodeType === 1 ? this : this.parentElement;
        const hit = document.elementFromPoint(x, y);
        return !!hit && (el === hit || el.contains(hit));
      }`,
    });
    return result.value === true;
  }

  clippedBy(id: number): Promise<Clip | null> {
    return this.onNode<Clip>(id, `function () {
          const el = this.nodeType === 1 ? this : this.parentElement;
          const r = el.getBoundingClientRect();
          const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
          for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
            const s = getComputedStyle(a);
            // Hidden overflow counts too: libraries such as rc-tabs move such a list on wheel events themselves.
            const scrollsX = /(auto|scroll|hidden)/.test(s.overflowX) && a.scrollWidth > a.clientWidth;
            const scrollsY = /(auto|scroll|hidden)/.test(s.overflowY) && a.scrollHeight > a.clientHeight;
            if (!scrollsX && !scrollsY) continue;
            const c = a.getBoundingClientRect();
            const inside = cx >= c.left && cx <= c.right && cy >= c.top && cy <= c.bottom;
            if (inside) continue;
            const mx = Math.max(0, c.left) + (Math.min(innerWidth, c.right) - Math.max(0, c.left)) / 2;
            const my = Math.max(0, c.top) + (Math.min(innerHeight, c.bottom) - Math.max(0, c.top)) / 2;
            const visible = { left: Math.max(0, c.left), top: Math.max(0, c.top), right: Math.min(innerWidth, c.right), bottom: Math.min(innerHeight, c.bottom) };
            return { x: Math.round(mx), y: Math.round(my), dx: scrollsX ? Math.round(cx - (c.left + c.width / 2)) : 0, dy: scrollsY ? Math.round(cy - (c.top + c.height / 2)) : 0, visible, depth: (${SCROLLERS_FROM})(a) };
          }
          return null;
        }`);
  }

  async scrollersAt(x: number, y: number): Promise<number> {
    const { result } = await this.cdp.send('Runtime.evaluate', {
      expression: `(() => { const hit = document.elementFromPoint(${Number(x)}, ${Number(y)}); return hit ? (${SCROLLERS_FROM})(hit) : 0; })()`,
      returnByValue: true,
    });
    return typeof result.value === 'number' ? result.value : 0;
  }

  trackBox(id: number, selector: string): Promise<Box | null> {
    return this.onNode<Box>(id, `function (selector) {
          for (let a = this.nodeType === 1 ? this : this.parentElement; a; a = a.parentElement) {
            const track = a.matches(selector) ? a : a.querySelector(selector);
            if (!track) continue;
            const r = track.getBoundingClientRect();
            return { x: r.left, y: r.top, w: r.width, h: r.height };
          }
          return null;
        }`, [selector]);
  }

  async focusToward(id: number): Promise<'there' | 'Tab' | 'Shift+Tab'> {
    return (await this.onNode<'there' | 'Tab' | 'Shift+Tab'>(id, `function () {
          const el = this.nodeType === 1 ? this : this.parentElement;
          const a = document.activeElement;
          if (!a || a === document.body) return 'Tab';
          if (a === el || el.contains(a)) return 'there';
          const role = el.getAttribute('role');
          if (a.contains(el)) return !role || a.querySelectorAll('[role="' + role + '"]').length === 1 ? 'there' : 'Tab';
          return a.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab';
        }`)) ?? 'Tab';
  }

  async close(): Promise<void> {
    this.network?.dispose();
    await this.page.close().catch(() => {});
  }
}

function isBrowserGone(e: unknown): boolean {
  return /Target (page, context or browser )?(has been )?closed|Browser has been closed|crashed|Session closed/i.test(String((e as Error)?.message));
}

