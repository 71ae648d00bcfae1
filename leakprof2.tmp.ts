import { loadTasks } from './pipeline/content/tasks';
import { coveringSample } from './pipeline/content/select';
import { launchChromium, VIEWPORT } from './pipeline/harness/browser';
import { serveStatic } from './pipeline/harness/staticServer';
const tasks = coveringSample(loadTasks()).filter((_, i) => i % 6 === 0);
const site = await serveStatic('./dist');
const browser = await launchChromium();
const context = await browser.newContext({ viewport: VIEWPORT });
await context.addInitScript(() => {
  new MutationObserver(() => { if (document.documentElement.hasAttribute('data-cb-ready') && !(window as any).__readyAt) (window as any).__readyAt = performance.now(); })
    .observe(document.documentElement, { attributes: true });
});
const page = await context.newPage();
const by: Record<string, number[][]> = {};
for (const t of tasks) {
  const a = performance.now();
  await page.goto(`${site.url}/task/${t.id}?mode=benchmark`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-cb-ready'), undefined, { polling: 'raf' });
  const wall = performance.now() - a;
  const m = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const spec = res.find((r) => r.name.includes('/cb/spec/'));
    const lastScript = Math.max(...res.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).map((r) => r.responseEnd));
    return [n.responseEnd, n.domContentLoadedEventEnd, lastScript, spec ? spec.responseEnd : -1, (window as any).__readyAt ?? performance.now()];
  });
  (by[t.library] ??= []).push([wall, ...m]);
}
for (const [lib, rows] of Object.entries(by)) {
  const med = (i: number) => { const v = rows.map((r) => r[i]).sort((x, y) => x - y); return +v[v.length >> 1].toFixed(0); };
  console.log(lib, rows.length, 'wall', med(0), 'html', med(1), 'dcl', med(2), 'scripts', med(3), 'spec', med(4), 'ready', med(5));
}
await browser.close(); await site.close();
