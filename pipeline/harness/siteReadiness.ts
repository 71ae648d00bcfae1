/**
 * When the page of a task site we did not build is ready to hand to an agent. Our pages mark
 * themselves ready (html[data-cb-ready]); another site's page may be a client-only shell that
 * shows a placeholder, fetches the task, and mounts the component seconds after `load`. Such a
 * page is ready when
 *  - no request the page needs to mount is in flight (documents, scripts, fetch and XHR),
 *  - no loading placeholder is shown (a short text starting "Loading"; or the configured text),
 *  - it has an interactive element outside alerts (an empty route announcer is not a task), or an
 *    element matching the configured selector,
 * and it still is once the page has settled. Waiting goes by the page's own signals: a DOM change
 * or a request ending wakes the check, never a fixed sleep. A page that shows an error (a "Task
 * not found" text, an error boundary) and nothing to interact with, or that is not ready when the
 * load timeout runs out, fails with a reason the run records as a harness error.
 */
import type { CDPSession, Page, Request } from 'playwright-core';
import { evaluateInPage } from './pageEval';

export interface ReadinessRule {
  /** CSS selector of an element that must be present (instead of "any interactive element"). */
  selector: string | null;
  /** Text that must be absent from the page (instead of the default "Loading…" placeholder). */
  textAbsent: string | null;
}

export const DEFAULT_READINESS: ReadinessRule = { selector: null, textAbsent: null };

/** What the page shows right now, as the check reads it. */
export interface PageShows {
  /** The placeholder text shown, if any. */
  placeholder: string | null;
  /** An error text shown, if any. */
  error: string | null;
  /** Interactive elements outside alerts (or elements matching the selector). */
  interactive: number;
}

export class PageNotReady extends Error {}

/** Request types that a mounting page waits on; images, fonts and beacons do not hold a task back. */
const BLOCKING = new Set(['document', 'script', 'fetch', 'xhr']);

const INTERACTIVE = 'a[href], button, input:not([type=hidden]), select, textarea, [contenteditable=""], [contenteditable=true], [tabindex]:not([tabindex="-1"]), '
  + ['button', 'checkbox', 'combobox', 'link', 'listbox', 'menuitem', 'option', 'radio', 'slider', 'spinbutton', 'switch', 'tab', 'textbox', 'treeitem', 'gridcell']
    .map((r) => `[role=${r}]`).join(', ');

/**
 * Evaluated in the page with the rule: what it shows (PageShows). When that is neither ready nor an
 * error, the answer waits for the page's next DOM change (or `waitMs`, so the network is checked
 * again), with the observer set before the page is read so no change slips between the two.
 */
const PROBE = `(async (rule, waitMs) => {
  let changed;
  const change = new Promise((resolve) => { changed = resolve; });
  const o = new MutationObserver(() => changed());
  o.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const texts = [];
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n.textContent.replace(/\\s+/g, ' ').trim();
    if (t && n.parentElement && visible(n.parentElement) && !n.parentElement.closest('script, style, noscript, template')) texts.push(t);
  }
  const placeholder = rule.textAbsent
    ? (texts.find((t) => t.includes(rule.textAbsent)) ?? null)
    : (texts.find((t) => t.length <= 40 && /^loading\\b/i.test(t)) ?? null);
  const candidates = [...document.querySelectorAll(rule.selector || ${JSON.stringify(INTERACTIVE)})];
  const interactive = candidates.filter((el) => visible(el) && !el.closest('[role=alert], [aria-hidden=true]')).length;
  const error = texts.find((t) => /^(error\\b|application error\\b|unhandled runtime error\\b|404\\b|this page could not be found)/i.test(t)) ?? null;
  const shows = { placeholder, error, interactive };
  const settled = (error && interactive === 0) || (!placeholder && interactive > 0);
  if (!settled && waitMs > 0) await Promise.race([change, new Promise((r) => setTimeout(r, waitMs))]);
  o.disconnect();
  return shows;
})`;

/** The requests in flight on a page that a mount waits on; attach before the navigation. */
export class InFlight {
  private readonly open = new Set<Request>();
  private wake: (() => void) | null = null;
  private readonly on = (r: Request) => { if (BLOCKING.has(r.resourceType())) this.open.add(r); };
  private readonly off = (r: Request) => { if (this.open.delete(r)) this.wake?.(); };

  constructor(private readonly page: Page) {
    page.on('request', this.on);
    page.on('requestfinished', this.off);
    page.on('requestfailed', this.off);
  }

  get size(): number {
    return this.open.size;
  }

  /** One request still open (for the reason of a timeout). */
  get example(): string | null {
    const [r] = this.open;
    return r ? r.url() : null;
  }

  /** Forget what an earlier page left open (a navigation abandons it). */
  clear(): void {
    this.open.clear();
  }

  /** Resolves when no request is in flight, or after `ms`. */
  async idle(ms: number): Promise<void> {
    if (this.open.size === 0) return;
    await new Promise<void>((resolve) => {
      const done = () => { clearTimeout(timer); this.wake = null; resolve(); };
      const timer = setTimeout(done, ms);
      this.wake = () => { if (this.open.size === 0) done(); };
    });
  }

  dispose(): void {
    this.page.off('request', this.on);
    this.page.off('requestfinished', this.off);
    this.page.off('requestfailed', this.off);
  }
}

const quote = (s: string) => JSON.stringify(s.length > 120 ? `${s.slice(0, 117)}...` : s);

/**
 * Wait until the loaded page holds its task; `settle` is the harness's settle. Throws PageNotReady
 * with what the page showed when it errs or the time runs out. `progress` hears what is awaited.
 */
export async function waitForTask(
  cdp: CDPSession, network: InFlight, rule: ReadinessRule, clock: { start: number; timeoutMs: number },
  settle: () => Promise<unknown>, progress?: (waitingFor: string) => void,
): Promise<void> {
  const deadline = clock.start + clock.timeoutMs;
  const probe = (waitMs: number) => evaluateInPage<PageShows>(cdp, `(${PROBE})(${JSON.stringify(rule)}, ${Math.round(waitMs)})`);
  const missing = rule.selector ? `no element matching ${quote(rule.selector)}` : 'nothing to interact with';
  let shows: PageShows = { placeholder: null, error: null, interactive: 0 };
  let why = '';
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) break;
    if (network.size) {
      why = `still waits for ${network.example}`;
      progress?.(why);
      await network.idle(Math.min(left, 1000));
      continue;
    }
    try {
      shows = await probe(Math.min(left, 1000));
      if (shows.error && shows.interactive === 0) throw new PageNotReady(`shows an error: ${quote(shows.error)}`);
      if (!shows.placeholder && shows.interactive > 0) {
        await settle();
        const after = await probe(0);
        if (!after.placeholder && after.interactive > 0 && network.size === 0) return;
        shows = after;
        continue;
      }
      why = shows.placeholder ? `still shows ${quote(shows.placeholder)}` : `shows ${missing}`;
      progress?.(why);
    } catch (e) {
      if (e instanceof PageNotReady) throw e;
      // The page navigated under the check (a redirect): look again at the new document.
      if (!/context|destroyed|navigat|Target closed/i.test(String((e as Error).message))) throw e;
    }
  }
  throw new PageNotReady(`${why || `shows ${missing}`} after ${Math.round(clock.timeoutMs / 1000)} s`);
}
