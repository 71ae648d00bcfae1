import type { Browser } from 'playwright-core';
import { paths, projectRoot } from '../content/paths';

export interface TaskSite { browser: Browser; siteUrl: string }

/** This checkout's task site (built when stale) served on 127.0.0.1, and Chromium: opened on first use. */
export function taskSiteSession(): { get(): Promise<TaskSite>; close(): Promise<void> } {
  let opened: Promise<TaskSite & { close(): Promise<void> }> | null = null;
  const open = async () => {
    const { ensureSite } = await import('../site/build');
    const { launchChromium } = await import('../harness/browser');
    const { serveTaskPages } = await import('../harness/staticServer');
    const root = projectRoot();
    await ensureSite(root);
    const site = await serveTaskPages(paths.site(root));
    const browser = await launchChromium().catch(async (e) => { await site.close(); throw e; });
    return { browser, siteUrl: site.url, close: async () => { await browser.close(); await site.close(); } };
  };
  return {
    get: () => (opened ??= open()),
    async close() {
      if (opened) await (await opened).close();
    },
  };
}

/** Runs `fn` with the task site and Chromium (see taskSiteSession). */
export async function withTaskSite<T>(fn: (browser: Browser, siteUrl: string) => Promise<T>): Promise<T> {
  const session = taskSiteSession();
  try {
    const { browser, siteUrl } = await session.get();
    return await fn(browser, siteUrl);
  } finally {
    await session.close();
  }
}
