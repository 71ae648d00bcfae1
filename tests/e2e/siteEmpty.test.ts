/**
 * The site built before any run exists (no warehouse): every board renders its empty state in
 * Chromium without a script error, and no link leads to a missing page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../pipeline/harness/browser';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';
import { buildSite } from '../../pipeline/site/build';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-site-empty-'));
let site: StaticSite;
let browser: Browser;

beforeAll(async () => {
  const saved = { out: process.env.CB_SITE_OUT, wh: process.env.CB_WAREHOUSE };
  process.env.CB_SITE_OUT = path.join(scratch, 'site');
  process.env.CB_WAREHOUSE = path.join(scratch, 'no-warehouse');
  try {
    await buildSite(root, { quiet: true, taskPages: false });
  } finally {
    process.env.CB_SITE_OUT = saved.out;
    process.env.CB_WAREHOUSE = saved.wh;
  }
  site = await serveStatic(path.join(scratch, 'site'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const PAGES = ['/', '/families/', '/efficiency/', '/failures/', '/components/', '/components/slider_single/', '/compare/', '/explore/', '/submit/', '/about/'];

describe('site built without a warehouse', () => {
  it('renders every board with its empty state and no script error, and every link it has resolves', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const links = new Set<string>();
    for (const p of PAGES) {
      const res = await page.goto(`${site.url}${p}`);
      expect(res?.status(), p).toBe(200);
      expect((await page.locator('main').innerText()).trim().length, p).toBeGreaterThan(20);
      for (const href of await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        const u = new URL(href);
        if (u.origin === new URL(site.url).origin) links.add(u.pathname);
      }
    }
    expect(errors).toEqual([]);
    await page.goto(`${site.url}/`);
    await expect(page.locator('main').innerText()).resolves.toMatch(/The warehouse holds no runs yet/);
    expect(await page.locator('#leaderboard tr[data-run]').count()).toBe(0);
    const missing: string[] = [];
    for (const l of links) {
      const res = await page.request.get(`${site.url}${l}`);
      if (res.status() !== 200) missing.push(`${l} ${res.status()}`);
    }
    expect(missing).toEqual([]);
    await page.close();
  });
});
