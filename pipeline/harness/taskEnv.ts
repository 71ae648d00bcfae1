/**
 * The environment of one browser context: open a task page, observe it, act on it, and read the
 * signal contract after every action. Settling waits on the page's own signals (animation frames
 * and running animations), never on fixed sleeps.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { CommittedState } from '../../src/core/state';
import { captureAxTree, type AxTree } from './axtreeObservation';
import { ActionError, elementCenter, executeAction } from './actionExecutor';
import { ActionParseError, formatAction, parseAction } from './actionGrammar';
import { VIEWPORT } from './browser';

export interface Observation {
  step: number;
  url: string;
  axtree: AxTree;
  /** Screenshot PNG, captured on first use (agents that never look pay nothing). */
  screenshot(): Promise<Buffer>;
  lastActionError: string | null;
}

export interface StepResult {
  action: string;
  error: string | null;
  done: boolean;
  state: CommittedState | null;
  actMs: number;
}

/** A failure of the harness or the page itself (not the agent's fault); re-runnable. */
export class HarnessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HarnessError';
  }
}

/**
 * Settle: wait until the page is quiet — two consecutive animation frames without DOM mutations,
 * and no running finite animation on an element that can be hit — then read the signal contract.
 * Libraries start transitions several frames after the triggering event (a class added on one
 * frame, the animation on the next), so a fixed number of frames is not enough. Decorative effects
 * such as click ripples ignore the pointer and are not waited for. Capped at 3 s.
 */
const SETTLE = `async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
  let mutated = false;
  const mo = new MutationObserver(() => { mutated = true; });
  mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const deadline = performance.now() + 3000;
  let quiet = 0;
  while (quiet < 2 && performance.now() < deadline) {
    mutated = false;
    await frame();
    const running = document.getAnimations().filter((a) => {
      if (a.playState !== 'running') return false;
      const end = a.effect && a.effect.getComputedTiming().endTime;
      if (typeof end !== 'number' || !Number.isFinite(end)) return false;
      const target = a.effect && a.effect.target;
      return !(target instanceof Element) || getComputedStyle(target).pointerEvents !== 'none';
    });
    if (running.length) {
      quiet = 0;
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now())))]);
    } else quiet = mutated ? 0 : quiet + 1;
  }
  mo.disconnect();
  return {
    done: window.__COMPONENT_BENCH_TASK_DONE__ === true || !!document.getElementById('cb-success-banner'),
    state: window.__cb && typeof window.__cb.state === 'function' ? window.__cb.state() : null,
  };
}`;

export interface EnvOptions {
  /** Task page URL for a task id (default: `${baseUrl}/task/<id>?mode=benchmark`). */
  taskUrl(taskId: string): string;
  /** Milliseconds to wait for a task page to become ready. */
  loadTimeoutMs?: number;
}

export class TaskEnv {
  private cdp!: CDPSession;
  private page!: Page;
  private stepIndex = 0;
  private lastError: string | null = null;

  private constructor(private readonly context: BrowserContext, private readonly opts: EnvOptions) {}

  static async open(context: BrowserContext, opts: EnvOptions): Promise<TaskEnv> {
    const env = new TaskEnv(context, opts);
    env.page = await context.newPage();
    env.cdp = await context.newCDPSession(env.page);
    return env;
  }

  get currentPage(): Page {
    return this.page;
  }

  async reset(taskId: string): Promise<Observation> {
    this.stepIndex = 0;
    this.lastError = null;
    const url = this.opts.taskUrl(taskId);
    try {
      const res = await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.opts.loadTimeoutMs ?? 15000 });
      if (res && !res.ok()) throw new HarnessError(`task page ${url} answered HTTP ${res.status()}`);
      await this.page.waitForFunction(
        () => document.documentElement.hasAttribute('data-cb-ready') || document.querySelector('[role=alert]') !== null,
        undefined, { timeout: this.opts.loadTimeoutMs ?? 15000, polling: 'raf' },
      );
      const failure = await this.page.evaluate(() => document.documentElement.hasAttribute('data-cb-ready') ? null : document.querySelector('[role=alert]')?.textContent ?? 'unknown');
      if (failure) throw new HarnessError(`task page ${taskId} failed: ${failure}`);
      await this.settle();
    } catch (e) {
      throw e instanceof HarnessError ? e : new HarnessError(`could not open task ${taskId}: ${(e as Error).message.split('\n')[0]}`);
    }
    return this.observe();
  }

  async observe(): Promise<Observation> {
    const axtree = await captureAxTree(this.cdp);
    let shot: Promise<Buffer> | null = null;
    return {
      step: this.stepIndex,
      url: this.page.url(),
      axtree,
      screenshot: () => (shot ??= this.page.screenshot({ type: 'png' })),
      lastActionError: this.lastError,
    };
  }

  /** Run one action string; parse or execution errors are returned, not thrown. */
  async step(action: string): Promise<StepResult> {
    this.stepIndex++;
    const t0 = performance.now();
    let error: string | null = null;
    let canonical = action;
    try {
      const parsed = parseAction(action);
      canonical = formatAction(parsed);
      await executeAction(this.page, this.cdp, parsed);
    } catch (e) {
      if (e instanceof ActionParseError) error = `could not parse action: ${e.message}`;
      else if (e instanceof ActionError) error = e.message;
      else if (isBrowserGone(e)) throw new HarnessError(`browser failed during "${action}": ${(e as Error).message.split('\n')[0]}`);
      else error = (e as Error).message.split('\n')[0];
    }
    const { done, state } = await this.settle();
    this.lastError = error;
    return { action: canonical, error, done, state, actMs: performance.now() - t0 };
  }

  async settle(): Promise<{ done: boolean; state: CommittedState | null }> {
    try {
      return (await this.page.evaluate(`(${SETTLE})()`)) as { done: boolean; state: CommittedState | null };
    } catch (e) {
      throw new HarnessError(`page stopped responding: ${(e as Error).message.split('\n')[0]}`);
    }
  }

  /** Whether a click at the element's centre would land on the element (privileged: oracle only). */
  async hittable(id: number): Promise<boolean> {
    let p;
    try {
      p = await elementCenter(this.cdp, id, VIEWPORT);
    } catch {
      return false;
    }
    const { object } = await this.cdp.send('DOM.resolveNode', { backendNodeId: id });
    if (!object.objectId) return false;
    const { result } = await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      arguments: [{ value: p.x }, { value: p.y }],
      returnByValue: true,
      functionDeclaration: `function (x, y) {
        const el = this.nodeType === 1 ? this : this.parentElement;
        const hit = document.elementFromPoint(x, y);
        return !!hit && (el === hit || el.contains(hit));
      }`,
    });
    return result.value === true;
  }

  async close(): Promise<void> {
    await this.page.close().catch(() => {});
  }
}

function isBrowserGone(e: unknown): boolean {
  return /Target (page, context or browser )?(has been )?closed|Browser has been closed|crashed|Session closed/i.test(String((e as Error)?.message));
}

export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
