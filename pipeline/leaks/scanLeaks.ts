/**
 * The leak scan: every task page is rendered twice, once with its real predicate and once with a
 * distractor target taken from a negative state. If the target influenced the DOM, the
 * accessibility tree or any page text, the two renders differ. The instruction must not appear in
 * any attribute or text, no test-only attribute may survive benchmark mode, and no response the
 * page fetched (its document, its spec, its scripts) may hold the predicate in plain text.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { encodeSpec } from '../../src/core/specCodec';
import { toPageSpec, type TaskSpec } from '../../src/core/taskSpec';
import { distractorTarget } from '../content/checkTask';
import { taskVersion } from '../content/taskVersion';
import type { LeakRecord } from './leakRecord';
import { TaskEnv } from '../harness/taskEnv';
import { launchChromium, VIEWPORT } from '../harness/browser';
import { serveStatic } from '../harness/staticServer';
import { forEachConcurrent } from '../harness/workerPool';
import { SETTLE } from '../harness/settle';

export interface LeakReport {
  task_id: string;
  problems: string[];
  /** The report was taken from the leak record: the page has not changed since it was scanned. */
  cached?: boolean;
}

// The snapshot settles as the harness does (see settle.ts), but waits for decorative animations
// too (masks, ripples): an enter animation caught half-way would read as a difference. A retry
// lingers and settles again: a motion library whose transition never ran (rc-motion under load)
// holds its state classes until its own deadline timer, which no settle waits for.
const SNAPSHOT = `async (linger) => {
  await (${SETTLE})(null, true);
  if (linger > 0) {
    await new Promise((r) => setTimeout(r, linger));
    await (${SETTLE})(null, true);
  }
  // Attributes that carry a library's own timestamps (antd's scroll locker keys its style element
  // with Date.now()): their digits differ on every load whatever the target is.
  const VOLATILE = /^rc-util-key$/;
  const lines = [];
  const walk = (n, depth) => {
    if (n.nodeType === 1) {
      const attrs = [...n.attributes].map((a) => a.name + '=' + JSON.stringify(VOLATILE.test(a.name) ? a.value.replace(/\\d+/g, '#') : a.value)).sort();
      lines.push(' '.repeat(depth) + '<' + n.tagName.toLowerCase() + (attrs.length ? ' ' + attrs.join(' ') : '') + '>');
      if (n.shadowRoot) walk(n.shadowRoot, depth + 1);
      for (const c of n.childNodes) walk(c, depth + 1);
    } else if (n.nodeType === 11) {
      for (const c of n.childNodes) walk(c, depth + 1);
    } else if (n.nodeType === 3 && n.nodeValue.trim() !== '') {
      lines.push(' '.repeat(depth) + '#' + JSON.stringify(n.nodeValue));
    }
  };
  walk(document.documentElement, 0);
  const texts = [];
  const all = document.querySelectorAll('*');
  for (const el of all) for (const a of el.attributes) texts.push(a.value);
  texts.push(document.documentElement.textContent || '');
  const testAttrs = [...all].flatMap((el) => el.getAttributeNames().filter((n) => /^data-(testid|cy|test)/.test(n)));
  return { dom: lines.join('\\n'), texts, testAttrs };
}`;

interface Snapshot {
  dom: string;
  ax: string;
  /** Every element id of the first observation with the element's role and name. */
  ids: string;
  texts: string[];
  testAttrs: string[];
}

async function snapshot(env: TaskEnv, taskId: string, lingerMs = 0): Promise<Snapshot> {
  const obs = await env.reset(taskId);
  const page = env.currentPage;
  const { dom, texts, testAttrs } = (await page.evaluate(`(${SNAPSHOT})(${lingerMs})`)) as Omit<Snapshot, 'ax' | 'ids'>;
  const nodes = obs.axtree?.nodes ?? [];
  return {
    // The tree's shape, roles, names and states, compared apart from the ids (checked on their own).
    dom, texts, testAttrs, ax: (obs.axtree?.text ?? '').replace(/\[\d+\] /g, ''),
    ids: nodes.filter((n) => n.id !== null).map((n) => `${n.id} ${n.role} ${JSON.stringify(n.name)}`).join('\n'),
  };
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `line ${i + 1}: ${JSON.stringify((la[i] ?? '<none>').trim().slice(0, 160))} vs ${JSON.stringify((lb[i] ?? '<none>').trim().slice(0, 160))}`;
  }
  return 'lengths differ';
}

/** Scan one task in a page of its own context (the context may carry test instrumentation). */
export async function scanTask(context: BrowserContext, baseUrl: string, task: TaskSpec): Promise<LeakReport> {
  const env = await TaskEnv.open(context, { taskUrl: (id) => `${baseUrl}/task/${id}?mode=benchmark` });
  try {
    const { files: _, ...report } = await scanTaskIn(env, baseUrl, task);
    return report;
  } finally {
    await env.close();
  }
}

/** Content-hashed build assets never change: each is read once per scan. */
const assetText = new Map<string, Promise<string>>();
const textOf = (r: Response): Promise<string> => r.body().then((b) => b.toString('utf8'), () => '');

/**
 * Every same-origin response the page receives from now until `take()` (its document, spec and
 * scripts on a load), as text.
 */
function collectBodies(page: Page, origin: string): { take(): Promise<{ path: string; text: string }[]> } {
  const bodies: Promise<{ path: string; text: string }>[] = [];
  const on = (r: Response) => {
    if (!r.url().startsWith(origin) || r.status() !== 200) return;
    const p = new URL(r.url()).pathname;
    const text = p.startsWith('/_astro/') ? assetText.get(p) ?? assetText.set(p, textOf(r)).get(p)! : textOf(r);
    bodies.push(text.then((t) => ({ path: p, text: t })));
  };
  page.on('response', on);
  return { take: async () => { page.off('response', on); return Promise.all(bodies); } };
}

/** Where a response holds the predicate in plain text: the predicate itself, or a JSON `"predicate"` key. */
export function plainTargets(task: TaskSpec, bodies: readonly { path: string; text: string }[]): string[] {
  const whole = JSON.stringify(task.predicate);
  return bodies.filter((b) => b.text.includes(whole) || /"predicate"\s*:/.test(b.text)).map((b) => b.path);
}

/** How much longer each retry lets a page settle before its snapshot. */
const RETRY_LINGER_MS = 600;

/**
 * Compare the real render with the distractor render. A page still settling can differ from itself
 * by animation classes; a leak differs every time, so a difference must survive three attempts,
 * the later ones given longer to settle.
 */
async function scanTaskIn(env: TaskEnv, baseUrl: string, task: TaskSpec): Promise<LeakReport & { files: string[] }> {
  const problems: string[] = [];
  const distractor = distractorTarget(task);
  const specUrl = `${baseUrl}/cb/spec/${task.id}.json`;
  const fakeBody = distractor ? encodeSpec(task.id, { ...toPageSpec(task), predicate: distractor }) : null;
  const origin = new URL(baseUrl).origin;
  const fetched = collectBodies(env.currentPage, origin);
  let real = await snapshot(env, task.id);
  const plain = plainTargets(task, await fetched.take());
  if (plain.length) problems.push(`the predicate is readable in what the page fetched: ${[...new Set(plain)].join(', ')}`);
  // Same-origin files of the real render (its document included), for the leak record.
  const files = (await env.currentPage.evaluate(() => [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)]))
    .filter((u) => u.startsWith(origin)).map((u) => new URL(u).pathname);
  if (!fakeBody) problems.push('no distractor target could be derived from the negative states');
  else {
    let diff: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const linger = attempt * RETRY_LINGER_MS;
      if (attempt > 0) real = await snapshot(env, task.id, linger);
      await env.currentPage.route(specUrl, (route) => route.fulfill({ contentType: 'application/json', body: fakeBody }));
      const fake = await snapshot(env, task.id, linger);
      await env.currentPage.unroute(specUrl);
      diff = [];
      if (real.dom !== fake.dom) diff.push(`DOM depends on the target (${firstDifference(real.dom, fake.dom)})`);
      if (real.ax !== fake.ax) diff.push(`accessibility tree depends on the target (${firstDifference(real.ax, fake.ax)})`);
      // Two loads of the same DOM must hand out the same element ids, or a recorded action cannot be replayed.
      else if (real.ids !== fake.ids) diff.push(`element ids differ between two loads of the same page (${firstDifference(real.ids, fake.ids)})`);
      if (diff.length === 0) break;
    }
    problems.push(...diff);
  }
  const instruction = norm(task.instruction);
  if (real.texts.some((t) => norm(t).includes(instruction))) problems.push('the instruction appears in the page text or an attribute');
  if (real.testAttrs.length) problems.push(`test-only attributes survived benchmark mode: ${[...new Set(real.testAttrs)].join(', ')}`);
  return { task_id: task.id, problems, files };
}

export interface ScanOptions {
  onReport?: (r: LeakReport) => void;
  /** Browser contexts working in parallel. */
  workers?: number;
  /** Where reports are kept: pages it holds unchanged are not rendered (unless `rerender`), every rendered page is recorded. */
  record?: LeakRecord;
  rerender?: boolean;
}

/** Scan every task against a built site; with a record, only pages that changed since their last scan render. */
export async function scanSuite(tasks: TaskSpec[], siteDir: string, o: ScanOptions = {}): Promise<LeakReport[]> {
  const { onReport, workers = 2, record } = o;
  const reports: LeakReport[] = [];
  const todo = tasks.filter((t) => {
    const problems = o.rerender ? null : record?.lookup(t.id, taskVersion(t));
    if (!problems) return true;
    const r = { task_id: t.id, problems, cached: true };
    reports.push(r);
    onReport?.(r);
    return false;
  });
  if (todo.length === 0) return reports.sort((a, b) => (a.task_id < b.task_id ? -1 : 1));
  const site = await serveStatic(siteDir);
  const browser = await launchChromium();
  try {
    await forEachConcurrent(
      todo, workers,
      async () => {
        const context = await browser.newContext({ viewport: VIEWPORT });
        return { context, env: await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/task/${id}?mode=benchmark` }) };
      },
      async ({ env }, t) => {
        const { files, ...r } = await scanTaskIn(env, site.url, t);
        record?.record(t.id, taskVersion(t), files, r.problems);
        reports.push(r);
        onReport?.(r);
      },
      ({ context }) => context.close(),
    );
  } finally {
    await browser.close();
    await site.close();
  }
  return reports.sort((a, b) => (a.task_id < b.task_id ? -1 : 1));
}
