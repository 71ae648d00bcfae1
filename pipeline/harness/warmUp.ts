/**
 * Before the first episode on a task site we did not build: load one task page and wait until it
 * is ready, however long a cold dev server takes to compile it (minutes, the first time), so that
 * no episode's load clock pays for it. Says what it waited for. Nothing answering at the address,
 * or a page URL the site does not know, stops the run before any episode is recorded; a first
 * task that errs or never mounts does not (its episode records it as a harness error).
 */
import type { Browser } from 'playwright-core';
import { UserError } from '../errors';
import { VIEWPORT } from './browser';
import type { ReadinessRule } from './siteReadiness';
import { HarnessError, TaskEnv } from './taskEnv';

export interface WarmUpOptions {
  base: string;
  taskUrl(taskId: string): string;
  taskId: string;
  readyAttribute: boolean;
  readiness?: ReadinessRule;
  timeoutMs: number;
  /** Called every few seconds while waiting, with what the page is waiting for. */
  onProgress?(elapsedMs: number, waitingFor: string): void;
}

export interface WarmUpResult {
  ms: number;
  /** What the load waited for, in order (distinct). */
  waitedFor: string[];
  /** Why the first task page itself was not usable (the site answered). */
  problem: string | null;
}

const PROGRESS_EVERY_MS = 5000;

export async function warmUp(browser: Browser, o: WarmUpOptions): Promise<WarmUpResult> {
  const waitedFor: string[] = ['the first response'];
  let now = waitedFor[0];
  const t0 = performance.now();
  const timer = setInterval(() => o.onProgress?.(performance.now() - t0, now), PROGRESS_EVERY_MS);
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    // The server first, from here: a refused connection or an unknown path is named as such.
    const url = o.taskUrl(o.taskId);
    let status: number;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(o.timeoutMs) });
      status = res.status;
      await res.arrayBuffer();
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      if (err.name === 'TimeoutError') {
        throw new UserError(`the task site at ${o.base} served no page within ${Math.round(o.timeoutMs / 1000)} s (raise --warm-up-timeout for a dev server's first compile)`);
      }
      throw new UserError(`nothing answers at ${o.base} (${err.cause?.code ?? err.message}): start the task site, then run again`);
    }
    if (status >= 400) throw new UserError(`the task site at ${o.base} answered HTTP ${status} for ${url}: check --env-url and --task-url`);
    const env = await TaskEnv.open(context, {
      taskUrl: o.taskUrl, readyAttribute: o.readyAttribute, readiness: o.readiness,
      loadTimeoutMs: Math.max(1000, o.timeoutMs - (performance.now() - t0)),
      onWaiting(what) {
        // Progress names the kind of wait, not every URL a page loads on its way.
        const kind = what.replace(/waits for \S+/, 'waits for the page\'s requests');
        if (kind !== now) waitedFor.push(kind);
        now = kind;
      },
    });
    try {
      await env.reset(o.taskId);
      return { ms: performance.now() - t0, waitedFor: [...new Set(waitedFor)], problem: null };
    } catch (e) {
      // The site answers; what is wrong with this one page is its episode's to record.
      if (e instanceof HarnessError) return { ms: performance.now() - t0, waitedFor: [...new Set(waitedFor)], problem: e.message };
      throw e;
    } finally {
      await env.close();
    }
  } finally {
    clearInterval(timer);
    await context.close();
  }
}
