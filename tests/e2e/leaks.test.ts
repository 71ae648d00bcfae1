import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LeakRecord } from '../../pipeline/leaks/leakRecord';
import { loadTasks } from '../../pipeline/content/tasks';
import { paths, projectRoot } from '../../pipeline/content/paths';
import { CORE_SUITE, FULL_SUITE, suiteTasksDir } from '../../pipeline/content/suites';
import { coveringSample, seededPick, taskSetHash } from '../../pipeline/content/select';
import { taskVersion } from '../../pipeline/content/taskVersion';
import { scanSuite, scanTask } from '../../pipeline/leaks/scanLeaks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { useSite } from './browser';
import { encodeSpec } from '../../src/core/specCodec';
import { toPageSpec } from '../../src/core/taskSpec';

const tasks = loadTasks();
/** Pages rendered again on every run: a fixed number, whatever the suite's size. */
const SPOT_CHECK = 60;

describe('leak scan', () => {
  const { site, browser, siteDir } = useSite();

  // The scan itself is `npx cb scan-leaks`, which keeps its reports in the committed record; this
  // build must give every page the bytes the record saw. Core's pages share every renderer and
  // scene piece with Full's: a change to one must be scanned in both.
  const suites = [
    { suite: FULL_SUITE, tasks, dir: siteDir, scan: 'npx cb scan-leaks' },
    { suite: CORE_SUITE, tasks: loadTasks(suiteTasksDir(CORE_SUITE)), dir: inject('coreSiteDir'), scan: 'npx cb scan-leaks --suite core' },
  ];
  it.each(suites)('the $suite suite\'s leak record holds all its task pages at their current version and page files, none with a problem', (s) => {
    const file = paths.leakRecord(projectRoot(), s.suite);
    const record = LeakRecord.open(file, s.dir);
    const found = s.tasks.map((t) => ({ id: t.id, problems: record.lookup(t.id, taskVersion(t)) }));
    const missing = found.filter((f) => f.problems === null).map((f) => f.id);
    expect(missing, `${missing.length} of ${s.tasks.length} pages not in ${file} as built now: run ${s.scan} and commit the record`).toEqual([]);
    expect(found.filter((f) => f.problems!.length > 0)).toEqual([]);
  });

  it(`rendering ${SPOT_CHECK} covering pages again (picked by the suite's hash) finds no target, instruction or test attribute leak, and the same element ids on two loads`, async () => {
    const spot = seededPick(coveringSample(tasks), SPOT_CHECK, taskSetHash(tasks));
    const reports = await scanSuite(spot, siteDir, { rerender: true });
    expect(reports.map((r) => r.task_id)).toEqual(spot.map((t) => t.id));
    expect(reports.filter((r) => r.problems.length > 0)).toEqual([]);
  });

  it('renders again only what changed: the record reuses a page whose task version and fetched files are unchanged', async () => {
    const picked = [tasks.find((t) => t.canonical_type === 'switch')!, tasks.find((t) => t.canonical_type === 'rating')!];
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-leak-cache-'));
    // A copy of the site, so one of its files can be changed without touching the shared build.
    const copy = path.join(scratch, 'site');
    cpSync(siteDir, copy, { recursive: true });
    const file = path.join(scratch, 'report.json');
    const scan = async () => {
      const record = LeakRecord.open(file, copy);
      const reports = await scanSuite(picked, copy, { workers: 1, record });
      record.save();
      return reports;
    };
    expect((await scan()).map((r) => [r.task_id, !!r.cached, r.problems.length])).toEqual(picked.map((t) => [t.id, false, 0]).sort());
    expect((await scan()).every((r) => r.cached)).toBe(true);
    // A rebuilt spec of one task: only that page renders again.
    const spec = path.join(copy, 'cb', 'spec', `${picked[0].id}.json`);
    writeFileSync(spec, `${readFileSync(spec, 'utf8')} `);
    const third = await scan();
    expect(third.filter((r) => !r.cached).map((r) => r.task_id)).toEqual([picked[0].id]);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('does not take a page still in motion after it settles (a timer no settle waits for) for a leak', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    // Every other load holds a state attribute for 400 ms on a timer no settle waits for, as a motion
    // library does when its transition never ran: the two renders of an attempt differ until then.
    await context.addInitScript(() => {
      const n = Number(sessionStorage.getItem('loads') ?? '0') + 1;
      sessionStorage.setItem('loads', String(n));
      if (n % 2 === 0) return;
      // From the moment the page is ready, as a popup's motion starts once it has mounted.
      new MutationObserver((_, mo) => {
        if (!document.documentElement.hasAttribute('data-cb-ready')) return;
        mo.disconnect();
        document.body.setAttribute('data-motion', 'appear-active');
        setTimeout(() => document.body.removeAttribute('data-motion'), 400);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-cb-ready'] });
    });
    const task = tasks.find((t) => t.canonical_type === 'checkbox')!;
    expect((await scanTask(context, site().url, task)).problems).toEqual([]);
    await context.close();
  });

  it('catches a page that writes its target into the DOM', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    // Simulate a careless renderer: copy what it was given about the target into an attribute once the spec arrives.
    await context.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const res = await realFetch(...args);
        if (String(args[0]).includes('/cb/spec/')) {
          const spec = await res.clone().text();
          const tag = () => document.body.setAttribute('data-goal', spec);
          if (document.body) tag(); else addEventListener('DOMContentLoaded', tag);
        }
        return res;
      };
    });
    const task = tasks.find((t) => t.canonical_type === 'radio_group')!;
    const report = await scanTask(context, site().url, task);
    expect(report.problems.some((p) => p.startsWith('DOM depends on the target'))).toBe(true);
    await context.close();
  });

  it('catches a predicate readable in a response the page fetched, though the page renders the same', async () => {
    const task = tasks.find((t) => t.canonical_type === 'switch')!;
    const context = await browser().newContext({ viewport: VIEWPORT });
    // The spec as a careless server would send it: still decodable, with the predicate beside it in plain text.
    const body = JSON.stringify({ ...JSON.parse(encodeSpec(task.id, toPageSpec(task))), predicate: task.predicate });
    await context.route(`${site().url}/cb/spec/${task.id}.json`, (r) => r.fulfill({ contentType: 'application/json', body }));
    const report = await scanTask(context, site().url, task);
    expect(report.problems).toEqual([`the predicate is readable in what the page fetched: /cb/spec/${task.id}.json`]);
    await context.close();
  });

  it('catches the instruction rendered into the page', async () => {
    const task = tasks.find((t) => t.canonical_type === 'tabs')!;
    const context = await browser().newContext({ viewport: VIEWPORT });
    await context.addInitScript((text: string) => {
      addEventListener('DOMContentLoaded', () => { document.title = text; });
    }, task.instruction);
    const report = await scanTask(context, site().url, task);
    expect(report.problems).toContain('the instruction appears in the page text or an attribute');
    await context.close();
  });
});
