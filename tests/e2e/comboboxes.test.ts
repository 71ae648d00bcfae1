/**
 * What an editable field with suggestions commits, and what a searchable select never does.
 * Editable comboboxes commit their text on Enter and on leaving the field, never while it is
 * typed; a searchable select and a restricted autocomplete take only a picked option, so a whole
 * name typed and the field left with a click elsewhere commit nothing. A multi-value combobox
 * adds typed letters as a value of their own, apart from the suggestion they begin. Real pages in
 * Chromium; the verifier's state is read back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import type { CommittedState } from '../../src/core/state';
import type { TaskSpec } from '../../src/core/taskSpec';
import { useSite } from './browser';

const tasks = loadTasks();
const value = async (page: Page) => Object.values((await page.evaluate(() => (window as unknown as { __cb: { state(): CommittedState } }).__cb.state())).instances)[0].fields.value;
const done = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-task-done'));
/** A task of the type and template with nothing around the field. */
const plain = (type: string, lib: string, template: string): TaskSpec => tasks.find((t) => t.canonical_type === type && t.library === lib && t.template === template
  && t.scene.instances === 1 && Object.keys((t.params.frame ?? {}) as object).every((k) => k === 'title' || k === 'clutter'))!;
const goalOf = (t: TaskSpec) => ((t.predicate.kind === 'all' ? t.predicate.of[0] : t.predicate) as { target: string }).target;

describe('comboboxes', () => {
  const { site, browser } = useSite();
  const open = async (task: TaskSpec) => {
    expect(task).toBeTruthy();
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
    await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
    return { context, page, field: page.getByRole('combobox', { name: (task.params as { label: string }).label }) };
  };

  for (const lib of ['antd', 'mui', 'mantine'] as const) {
    it(`on ${lib}: an editable combobox commits typed text on Enter and on leaving it, not while typing`, async () => {
      const task = plain('combobox_editable_single', lib, 'enter_text');
      const { context, page, field } = await open(task);
      const initial = (task.params as { initial: string }).initial;
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Zz typed');
      await page.waitForTimeout(200);
      expect(await value(page)).toBe(initial);
      await page.keyboard.press('Enter');
      await expect.poll(() => value(page)).toBe('Zz typed');
      await page.keyboard.type(' again');
      await page.waitForTimeout(200);
      expect(await value(page)).toBe('Zz typed');
      await page.keyboard.press('Tab');
      await expect.poll(() => value(page)).toBe('Zz typed again');
      expect(await done(page)).toBeNull();
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(goalOf(task));
      expect(await done(page)).toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(() => done(page)).toBe('true');
      await context.close();
    });

    for (const type of ['select_with_search', 'autocomplete_restricted']) {
      it(`on ${lib}: ${type} takes no typed name, only a picked option`, async () => {
        const task = plain(type, lib, 'search_and_select');
        const { context, page, field } = await open(task);
        const initial = (task.params as { initial: string | null }).initial;
        const target = goalOf(task);
        await field.click();
        await page.keyboard.type(target);
        // Left with a click elsewhere (antd's Tab, like its Enter, picks the active option).
        await page.mouse.click(4, 4);
        await page.waitForTimeout(300);
        expect(await value(page)).toBe(initial);
        expect(await done(page)).toBeNull();
        await field.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(target);
        // antd shows its options as plain elements: the one whose name is typed in full is the active one.
        if (lib === 'antd') await page.keyboard.press('Enter');
        else await page.getByRole('option', { name: target, exact: true }).click();
        await expect.poll(() => value(page)).toBe(target);
        expect(await done(page)).toBe('true');
        await context.close();
      });
    }

    it(`on ${lib}: a multi-value combobox adds typed letters as they are on Enter, and the suggestion when picked`, async () => {
      const task = plain('combobox_editable_multi', lib, 'select_many');
      const { context, page, field } = await open(task);
      const values = async () => Object.values((await page.evaluate(() => (window as unknown as { __cb: { state(): CommittedState } }).__cb.state())).instances)[0].fields.values as string[];
      const initial = (task.params as { initial: string[] }).initial;
      const target = (task.predicate.kind === 'all' ? task.predicate.of[0] : task.predicate) as { target: string[] };
      const name = target.target.find((t) => !initial.includes(t))!;
      const letters = name.slice(0, 3);
      await field.click();
      await page.keyboard.type(letters);
      await page.waitForTimeout(200);
      expect(await values()).toEqual(initial);
      // antd makes the typed text itself the first option in tags mode; Enter takes the letters.
      await page.keyboard.press('Enter');
      await expect.poll(values).toEqual([...initial, letters]);
      await page.keyboard.type(name);
      if (lib === 'antd') await page.keyboard.press('Enter');
      else await page.getByRole('option', { name, exact: true }).click();
      await expect.poll(values).toEqual([...initial, letters, name]);
      await context.close();
    });
  }
});
