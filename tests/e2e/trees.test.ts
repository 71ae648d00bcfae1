/**
 * Trees are what they claim. In a checkable tree view a click on a folder opens it; antd ticks from
 * a node's checkbox, and a ticked folder counts as its leaves; in MUI's and Mantine's checkable
 * trees a click on a leaf only focuses it and Space ticks it. A tree select's value is the picked
 * leaf's whole path. A tree grid's group row opens from its toggle and is selected apart from the
 * rows under it. Real pages in Chromium; the verifier's state is read back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import type { CommittedState } from '../../src/core/state';
import { shownIndex, type TreeNode } from '../../src/core/treePaths';
import { useSite } from './browser';

const tasks = loadTasks();
const fields = async (page: Page) => Object.values((await page.evaluate(() => (window as unknown as { __cb: { state(): CommittedState } }).__cb.state())).instances)[0].fields;
/** One instance in plain view (no overlay or section to open first; a commit button may follow). */
const plain = (t: (typeof tasks)[number]) => {
  const frame = t.params.frame as { overlay?: unknown; disclosure?: unknown };
  return t.scene.instances === 1 && !frame.overlay && !frame.disclosure;
};

describe('tree views', () => {
  const { site, browser } = useSite();

  for (const lib of ['antd', 'mui', 'mantine'] as const) {
    it(`on ${lib}: a click opens a folder, and a leaf is ticked the library's way`, async () => {
      const task = tasks.find((t) => t.canonical_type === 'tree_view' && t.library === lib && t.params.checkable && plain(t))!;
      expect(task).toBeTruthy();
      const p = task.params as { nodes: TreeNode[]; expanded: string[][]; checked: string[][] };
      // A folder closed on load, inside an open or top-level one, and its first leaf.
      const root = p.nodes.find((r) => !p.expanded.some((e) => e[0] === r.label))!;
      const sub = root.children![0];
      const leaf = sub.children![0].label;
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      // With a commit button, the verifier sees what its click commits.
      const commit = (task.params.frame as { commit?: string }).commit;
      const read = async () => {
        if (commit) await page.getByRole('button', { name: commit, exact: true }).click();
        return fields(page);
      };
      const before = await read();
      const item = (name: string) => page.getByRole('treeitem', { name, exact: lib !== 'antd' }).first();
      // antd's folders are named after their switcher icon too.
      const folder = (name: string) => (lib === 'antd' ? page.getByRole('treeitem', { name: new RegExp(` ${name}$`) }).first() : item(name));

      await folder(root.label).click();
      await expect.poll(async () => (await read()).expanded).toContainEqual([root.label]);
      await folder(sub.label).click();
      await expect.poll(async () => (await read()).expanded).toContainEqual([root.label, sub.label]);

      if (lib === 'antd') {
        // The folder's checkbox ticks every leaf under it; the state holds the leaves, not the folder.
        await page.getByRole('checkbox', { name: new RegExp(` ${sub.label}$`) }).first().click();
        const leaves = sub.children!.map((c) => [root.label, sub.label, c.label]);
        await expect.poll(async () => (await read()).checked).toEqual(expect.arrayContaining(leaves));
        expect(((await read()).checked as string[][]).some((c) => c.length < 3)).toBe(false);
      } else {
        await item(leaf).click();
        await page.waitForTimeout(300);
        expect((await read()).checked).toEqual(before.checked);
        await item(leaf).focus();
        await page.keyboard.press(' ');
        await expect.poll(async () => (await read()).checked).toContainEqual([root.label, sub.label, leaf]);
      }
      await context.close();
    });
  }
});

describe('tree selects', () => {
  const { site, browser } = useSite();

  for (const lib of ['antd', 'mui', 'mantine'] as const) {
    it(`on ${lib}: a leaf picked in the popup sets its whole path`, async () => {
      // A hard single field: its popup opens on a look-alike's folders.
      const task = tasks.find((t) => t.canonical_type === 'tree_select' && t.library === lib && !t.params.multiple && (t.params.open as string[][]).length > 0 && t.difficulty.bucket === 'hard' && plain(t));
      if (!task) return expect(tasks.some((t) => t.canonical_type === 'tree_select' && t.library === lib)).toBe(true);
      const open = task.params.open as string[][];
      const twin = open[open.length - 1];
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      const field = page.getByRole(lib === 'antd' ? 'combobox' : 'textbox', { name: task.params.label as string });
      const box = (await field.boundingBox())!;
      await page.mouse.click(box.x + 20, box.y + box.height / 2);
      // The open folder's first leaf: a click picks that path, not the same name elsewhere.
      const node = (task.params.nodes as TreeNode[]).find((r) => r.label === twin[0])!.children!.find((c) => c.label === twin[1])!;
      const leaf = node.children![0].label;
      const option = page.getByRole(lib === 'mantine' ? 'option' : 'treeitem', { name: leaf, exact: true }).first();
      await option.waitFor();
      const b = (await option.boundingBox())!;
      await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
      await expect.poll(async () => (await fields(page)).value).toEqual([...twin, leaf]);
      await context.close();
    });
  }
});

describe('tree grids', () => {
  const { site, browser } = useSite();

  for (const lib of ['antd', 'mui', 'mantine'] as const) {
    it(`on ${lib}: a group row's toggle opens it, and a group row is selected apart from its rows`, async () => {
      // A table with nothing selected; one of its closed top-level groups is opened.
      const task = tasks.find((t) => t.canonical_type === 'tree_grid' && t.library === lib && plain(t) && !(t.params.checked as string[][]).length)!;
      expect(task).toBeTruthy();
      const nodes = task.params.nodes as TreeNode[];
      const expanded = task.params.expanded as string[][];
      const first = nodes[0];
      const closed = nodes.find((n) => !expanded.some((e) => e.length === 1 && e[0] === n.label))!;
      const at = shownIndex(nodes, expanded, [closed.label]);
      const commit = (task.params.frame as { commit?: string }).commit;
      const context = await browser().newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${site().url}/task/${task.id}?mode=benchmark`);
      await page.waitForSelector('html[data-cb-ready]', { state: 'attached' });
      const read = async () => {
        if (commit) await page.getByRole('button', { name: commit, exact: true }).click();
        return fields(page);
      };
      // MUI's example keeps "expand row" on open groups too; antd and Mantine name only closed ones so.
      await page.getByRole('button', { name: lib === 'mui' ? 'expand row' : 'Expand row', exact: true }).nth(lib === 'mui' ? at.folder : at.closed).click();
      await expect.poll(async () => (await read()).expanded).toContainEqual([closed.label]);
      const box = { antd: page.getByRole('checkbox', { name: 'Select row 1', exact: true }), mui: page.getByRole('checkbox', { name: first.label, exact: true }), mantine: page.getByRole('checkbox', { name: 'Select row', exact: true }) }[lib].first();
      await box.click();
      // The group's own row only: its rows stay unselected.
      await expect.poll(async () => (await read()).checked).toEqual([[first.label]]);
      await context.close();
    });
  }
});
