/**
 * Keeps an episode on its task page. The same site serves the task's spec, report pages that state
 * the goal's target in words, traces and the warehouse, all one navigation away; an agent that
 * could load them would read its answer instead of working the component. So once the task page is
 * ready:
 *  - the main frame (and any frame in it) may load no document but the task page itself: a link
 *    followed, a form submitted or a location set elsewhere is refused before the request leaves
 *    (CDP Fetch, paused at the request stage for documents only, so the page's own assets keep the
 *    browser's cache);
 *  - a new tab or window the page opens is closed as soon as Chromium announces it (after its first
 *    load; the agent never observes it), and the refusal is reported with the next observation;
 *  - the grammar's navigation actions (goto, go_back, go_forward, new_tab, tab_focus, tab_close)
 *    are refused by the executor (actionExecutor.ts).
 * Every refusal is reported to the agent as the step's error, shown with its next observation; the
 * episode goes on, on the page as it was.
 */
import type { CDPSession, Page } from 'playwright-core';

/** Why a request or tab was refused, in the agent's terms. */
export const refusedNavigation = (url: string) => `navigation to ${url} was refused: the task stays on its page`;
export const refusedTab = (url: string) => `a new tab${url && url !== 'about:blank' ? ` (${url})` : ''} was closed: the task stays on its page`;

export class Confinement {
  /** The URL the main frame may load; null while the harness itself opens a task (anything goes). */
  private allowed: string | null = null;
  private refusals: string[] = [];

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page, cdp: CDPSession): Promise<Confinement> {
    const c = new Confinement(cdp);
    cdp.on('Fetch.requestPaused', (e) => { void c.onRequest(e.requestId, e.request.url); });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }] });
    // Tabs and windows this page opens (rel=noopener ones too); other pages of the context are not its business.
    page.on('popup', (p) => { void c.onTab(p); });
    return c;
  }

  /** The harness is about to open a task: its navigations (and redirects) are its own. */
  opening(): void {
    this.allowed = null;
  }

  /** The task page is ready at `url`: from now on it is the only document allowed. */
  confine(url: string): void {
    this.allowed = url;
    this.refusals = [];
  }

  /** `error` with the refusals since the last call after it, oldest first (unchanged when none). */
  addRefusals(error: string | null): string | null {
    const r = this.refusals;
    this.refusals = [];
    return r.length ? [...(error ? [error] : []), ...r].join('; ') : error;
  }

  private async onRequest(requestId: string, url: string): Promise<void> {
    const ok = this.allowed === null || sameDocument(url, this.allowed);
    if (!ok) this.refusals.push(refusedNavigation(url));
    try {
      if (ok) await this.cdp.send('Fetch.continueRequest', { requestId });
      else await this.cdp.send('Fetch.failRequest', { requestId, errorReason: 'Aborted' });
    } catch {
      // The page or its request went away meanwhile: nothing left to let through or refuse.
    }
  }

  private async onTab(p: Page): Promise<void> {
    this.refusals.push(refusedTab(p.url()));
    await p.close().catch(() => {});
  }
}

/** The same document: URLs equal but for the fragment (a fragment change loads nothing). */
function sameDocument(a: string, b: string): boolean {
  return a.split('#')[0] === b.split('#')[0];
}
