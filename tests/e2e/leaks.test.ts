import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import { coveringSample } from '../../pipeline/content/select';
import { scanSuite, scanTask } from '../../pipeline/leaks/scanLeaks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { useSite } from './browser';

const tasks = loadTasks();

describe('leak scan', () => {
  const { site, browser, siteDir } = useSite();

  // The whole suite is `cb scan-leaks`; here a subset that reaches every renderer path.
  const covering = coveringSample(tasks);

  it(`finds no target, instruction or test attribute leaks in ${covering.length} task pages covering every template, guidance and instance count`, async () => {
    const reports = await scanSuite(covering, siteDir);
    expect(reports).toHaveLength(covering.length);
    expect(reports.filter((r) => r.problems.length > 0)).toEqual([]);
  });

  it('catches a page that writes its target into the DOM', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    // Simulate a careless renderer: copy the predicate's target into an attribute once the spec arrives.
    await context.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const res = await realFetch(...args);
        if (String(args[0]).includes('/cb/spec/')) {
          const spec = await res.clone().json();
          const tag = () => document.body.setAttribute('data-goal', JSON.stringify(spec.predicate.target));
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
