/**
 * Every type on every library, rendered dark + compact + heavy clutter, must keep its target
 * component visible and unclipped at 1280x720. With CB_ARTIFACTS set, a screenshot of every page
 * goes to CB_ARTIFACTS/scene-burden for review.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/canonical';
import { encodeSpec } from '../../src/core/specCodec';
import { toPageSpec, type TaskSpec } from '../../src/core/taskSpec';
import { CLUTTER_COUNT, clutterItems, strings } from '../../src/generator/build';
import { Rng } from '../../src/generator/rng';
import { findTargets } from '../../pipeline/agents/targets';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { Json } from '../../src/core/json';
import { useSite } from './browser';

const tasks = loadTasks();
/** Templates whose first step opens, discloses or scrolls to the component rather than acting on it. */
const INDIRECT = new Set(['open_overlay', 'disclose', 'scroll_find']);
const artifacts = process.env.CB_ARTIFACTS ? path.resolve(process.env.CB_ARTIFACTS, 'scene-burden') : null;

/** The task's page spec moved into the heaviest visual context. */
function burdened(t: TaskSpec): string {
  const page = toPageSpec(t);
  const frame = { ...(page.params.frame as Record<string, Json>) };
  frame.clutter = clutterItems(new Rng(`burden:${t.id}`), CLUTTER_COUNT.high, strings(page.params as Json)) as unknown as Json;
  return encodeSpec(t.id, { ...page, scene: { ...page.scene, theme: 'dark', spacing: 'compact', clutter: 'high' }, params: { ...page.params, frame } });
}

/**
 * The element (or, for visually hidden native inputs, the control drawn around it) is what a click
 * at its centre reaches, inside its own instance frame and inside the viewport.
 */
async function visibleInFrame(env: TaskEnv, id: number): Promise<boolean> {
  const cdp = await env.currentPage.context().newCDPSession(env.currentPage);
  try {
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: id });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      returnByValue: true,
      functionDeclaration: `function () {
        const el = this.nodeType === 1 ? this : this.parentElement;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return !!hit && (el.contains(hit) || hit.contains(el)) && hit.closest('section') === el.closest('section');
      }`,
    });
    return result.value === true;
  } finally {
    await cdp.detach();
  }
}

describe('scene burden', () => {
  const { site, browser } = useSite();

  it('keeps the target visible and unclipped in dark, compact, high-clutter pages', async () => {
    if (artifacts) mkdirSync(artifacts, { recursive: true });
    const context = await browser().newContext({ viewport: VIEWPORT });
    const env = await TaskEnv.open(context, { taskUrl: (id) => `${site().url}/task/${id}?mode=benchmark` });
    const failures: string[] = [];
    let checked = 0;
    for (const type of Object.keys(FAMILIES).sort()) {
      for (const lib of FAMILIES[type].libraries) {
        // A single-instance task whose first step acts on the component itself (not on an overlay
        // trigger, a disclosure or a scroll), preferring the type's own first template.
        const order = (x: TaskSpec) => (x.template === FAMILIES[type].templates[0] ? 0 : 1);
        const t = tasks
          .filter((x) => x.canonical_type === type && x.library === lib && x.scene.instances === 1 && !INDIRECT.has(x.template))
          .sort((a, b) => order(a) - order(b))[0];
        if (!t) { failures.push(`${type}/${lib}: no plain task to render`); continue; }
        const specUrl = `${site().url}/cb/spec/${t.id}.json`;
        const body = burdened(t);
        await env.currentPage.route(specUrl, (r) => r.fulfill({ contentType: 'application/json', body }));
        const obs = await env.reset(t.id);
        await env.currentPage.unroute(specUrl);
        if (artifacts) await env.currentPage.screenshot({ path: path.join(artifacts, `${t.id}.png`) });
        const first = t.reference_solution[0];
        // A click that seeks its row in a virtualized list starts from a row the list shows.
        const target = first.do === 'click' && first.seek ? first.seek.from : 'target' in first ? first.target : 'from' in first ? first.from : null;
        const ids = target && obs.axtree ? findTargets(obs.axtree, target) : [];
        if (!ids.length) { failures.push(`${t.id}: target not in the accessibility tree`); continue; }
        // A visually hidden native input is reached through the control drawn for it (its label).
        if (!(await visibleInFrame(env, await env.proxy(ids[0])))) failures.push(`${t.id}: target covered or off screen`);
        const box = await env.currentPage.evaluate(() => {
          const el = document.querySelector('section.cb-frame, section.cb-cell');
          const r = el?.getBoundingClientRect();
          return r ? { top: r.top, left: r.left, bottom: r.bottom, right: r.right } : null;
        });
        // Chromium's boxes already include the page's zoom (a small or large scale): they are screen px.
        if (!box) failures.push(`${t.id}: no instance frame`);
        else if (box.top < 0 || box.left < 0 || box.bottom > VIEWPORT.height + 1 || box.right > VIEWPORT.width + 1) {
          failures.push(`${t.id}: instance frame clipped (${JSON.stringify(box)})`);
        }
        checked++;
      }
    }
    await context.close();
    if (artifacts) console.log(`scene-burden screenshots: ${artifacts}`);
    expect(failures).toEqual([]);
    expect(checked).toBe(Object.values(FAMILIES).reduce((n, f) => n + f.libraries.length, 0));
  });
});
