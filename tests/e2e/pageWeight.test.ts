/**
 * Page-weight guard. Every task page's weight, in the Full suite and in Core, is the gzip -9 of the
 * scripts its HTML names, which must stay under the limit, but for the exempt components
 * (PAGE_WEIGHT_EXEMPTIONS) that weigh more alone. That this is all a page loads is checked in
 * Chromium on Full's pages that together use every scene module of every library, and each
 * library's checked page: loaded in a fresh context, each fetches exactly the scripts its HTML
 * names, weighing what the HTML said.
 */
import { describe, expect, inject, it } from 'vitest';
import { CORE_SUITE, suiteTasksDir } from '../../pipeline/content/suites';
import { loadTasks } from '../../pipeline/content/tasks';
import { fmtKB, judgePageWeights, KB, loadTaskPages, moduleCoveringPages, taskPageWeights, unnamedScripts } from '../../pipeline/site/pageWeight';
import { useSite } from './browser';

const LIMIT = 300 * KB;

describe('task page weight', () => {
  const { site, browser, siteDir } = useSite();

  it(`keeps every task page under ${fmtKB(LIMIT)} of gzipped JS, and a page loads only the scripts its HTML names`, async () => {
    const pages = taskPageWeights(siteDir, loadTasks());
    const verdict = judgePageWeights(siteDir, pages, LIMIT);
    for (const e of verdict.exempt) {
      console.log(`exempt: ${e.type}/${e.exemption.library}: ${e.exemption.component} alone ${fmtKB(e.alone)}, heaviest page ${e.max.task.id} ${fmtKB(e.max.js)}`);
    }
    expect(verdict.problems, `task pages above ${fmtKB(LIMIT)} of gzipped JS (or beyond their exemption)`).toEqual([]);
    // Generator code has no place in a page: a renderer importing a value from its family module
    // pulls in the family and everything it imports (Rollup names that chunk after it).
    const generator = pages.flatMap((p) => p.files.filter((f) => /\/family\.[\w-]+\.js$/.test(f)).map((f) => `${p.task.id}: ${f}`));
    expect(generator, 'task pages loading a family module').toEqual([]);

    const checked = moduleCoveringPages(pages);
    const loaded = await loadTaskPages(browser(), site().url, checked.map((p) => p.task));
    const unnamed = checked.flatMap((p, i) => unnamedScripts(p, loaded[i]).map((f) => `${p.task.id}: ${f}`));
    expect(unnamed, 'scripts a task page fetched that its HTML does not name').toEqual([]);
    checked.forEach((p, i) => expect(loaded[i].files, p.task.id).toEqual(p.files));
    checked.forEach((p, i) => expect(loaded[i].js, p.task.id).toBe(p.js));
  });

  // Core presses the scene hardest (most clutter, overlays, instances), so its pages are the heaviest
  // a heavy component gets (TaskFamily.heavyOn); its site is built by the browser tests' setup.
  it(`keeps every Core task page under ${fmtKB(LIMIT)} of gzipped JS, but for the exempt components`, () => {
    const coreSite = inject('coreSiteDir');
    const verdict = judgePageWeights(coreSite, taskPageWeights(coreSite, loadTasks(suiteTasksDir(CORE_SUITE))), LIMIT);
    expect(verdict.problems, `Core task pages above ${fmtKB(LIMIT)} of gzipped JS (or beyond their exemption)`).toEqual([]);
  });
});
