/**
 * Menus are what they claim. Context menus: only a right-click on a row opens its menu, at the
 * pointer; Escape closes it with nothing run; a submenu opens on hover, and the command chosen in
 * it is recorded with the row whose menu it was. Menu bars: a menu opens from the bar, closes on
 * Escape with nothing run, and a command reached through a submenu is recorded with its menu and
 * submenu. Real pages in Chromium; the verifier's state is read back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { submenuName } from '../../src/canonical/context_menu/family';
import type { CommittedState } from '../../src/core/state';
import { useSite } from './browser';

const tasks = loadTasks();
const fields = async (page: Page) => Object.values((await page.evaluate(() => (window as unknown as { __cb: { state(): CommittedState } }).__cb.state())).instances)[0].fields;

describe('context menus', () => {
  const { site, browser } = useSite();

  for (const lib of ['antd', 'mui', 'mantine'] as const) {
    it(`on ${lib}: a right-click opens the row's menu at the pointer, Escape closes it, a submenu's command runs on that row`, async () => {
      const task = tasks.find((t) => t.canonical_type === 'context_menu' && t.library === lib && t.scene.instances === 1 && !(t.params.frame as { commit?: string } | undefined)?.commit)!;
      expect(task).toBeTruthy();
      const p = task.params as { rows: string[]; items: { label: string; children?: string[] }[] };
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      const row = page.getByRole('listitem').filter({ hasText: p.rows[1] }).first();
      const items = page.getByRole('menuitem');
      // Gone from the page, not just hidden: a closing menu's layer still takes clicks while it fades.
      const mounted = page.locator('[role=menu]');

      await row.click();
      await page.waitForTimeout(300);
      expect(await items.count()).toBe(0);

      const box = (await row.boundingBox())!;
      const at = { x: box.x + 20, y: box.y + box.height / 2 };
      await page.mouse.click(at.x, at.y, { button: 'right' });
      await items.first().waitFor();
      // At the pointer: the menu spans its x (antd and MUI start there, Mantine centres on it) and
      // starts or ends near its y (it opens upwards where the page ends below).
      const m = (await page.getByRole('menu').first().boundingBox())!;
      expect(at.x).toBeGreaterThanOrEqual(m.x - 8);
      expect(at.x).toBeLessThanOrEqual(m.x + m.width + 8);
      expect(Math.min(Math.abs(m.y - at.y), Math.abs(m.y + m.height - at.y))).toBeLessThan(60);
      await page.keyboard.press('Escape');
      await expect.poll(() => mounted.count()).toBe(0);
      expect(await fields(page)).toEqual({ subject: null, path: [] });

      const parent = p.items.find((i) => i.children)!;
      await page.mouse.click(at.x, at.y, { button: 'right' });
      await page.getByRole('menuitem', { name: submenuName(lib, parent.label) }).hover();
      await page.getByRole('menuitem', { name: parent.children![1], exact: true }).click();
      await expect.poll(() => fields(page)).toEqual({ subject: p.rows[1], path: [parent.label, parent.children![1]] });
      await expect.poll(() => mounted.count()).toBe(0);
      await context.close();
    });

    it(`on ${lib}: a menu bar's menu closes on Escape with nothing run, and a submenu's command is recorded with its menu`, async () => {
      const task = tasks.find((t) => t.canonical_type === 'menubar' && t.library === lib && t.template === 'hierarchical_path_select' && t.scene.instances === 1 && !(t.params.frame as { commit?: string } | undefined)?.commit)!;
      expect(task).toBeTruthy();
      const menu = (task.params as { menus: { label: string; items: { label: string; children?: string[] }[] }[] }).menus[1];
      const parent = menu.items.find((i) => i.children)!;
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      const opener = page.getByRole(lib === 'mui' ? 'button' : 'menuitem', { name: menu.label, exact: true });
      const open = async () => { if (lib === 'antd') await opener.hover(); else await opener.click(); };
      await open();
      await page.getByRole('menuitem', { name: parent.label, exact: true }).waitFor();
      if (lib === 'antd') await page.mouse.move(4, 4);
      else await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menuitem', { name: parent.label, exact: true }).count()).toBe(0);
      expect(await fields(page)).toEqual({ path: [] });
      await open();
      const item = page.getByRole('menuitem', { name: parent.label, exact: true });
      if (lib === 'mui') await item.click();
      else await item.hover();
      await page.getByRole('menuitem', { name: parent.children![1], exact: true }).click();
      await expect.poll(() => fields(page)).toEqual({ path: [menu.label, parent.label, parent.children![1]] });
      await context.close();
    });
  }
});
