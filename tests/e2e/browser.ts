/** Shared set-up of the browser tests: the site built by globalSetup, served, and one Chromium. */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../pipeline/harness/browser';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';

export function useSite(): { site: () => StaticSite; browser: () => Browser; siteDir: string; warehouseDir: string } {
  const siteDir = inject('siteDir');
  const warehouseDir = inject('warehouseDir');
  process.env.CB_SITE_OUT = siteDir;
  process.env.CB_WAREHOUSE = warehouseDir;
  let site: StaticSite;
  let browser: Browser;
  beforeAll(async () => {
    site = await serveStatic(siteDir);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return { site: () => site, browser: () => browser, siteDir, warehouseDir };
}
