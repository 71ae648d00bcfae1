/**
 * The settle in Chromium on pages that change late in the ways component libraries do: after two
 * frames of preparation, after a short timer (alone, in a chain of two, or while the page polls),
 * through a CSS transition; and on a page that polls forever without changing, which must not hold
 * the settle to its cap. The agent's next
 * observation must show the state the action led to.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';
import { TaskEnv } from '../../pipeline/harness/taskEnv';

/** Each page has a button "Go"; what it does decides when "Done" appears. */
const PAGES: Record<string, string> = {
  // Two frames with neither a mutation nor an animation, then a class that starts a transition.
  prepare: `go.onclick = () => requestAnimationFrame(() => requestAnimationFrame(() => {
      box.addEventListener('transitionend', () => { out.textContent = 'Done'; });
      box.classList.add('open');
    }));`,
  // A short timer (a library's transition start) that can outlast three frames.
  timer: `go.onclick = () => setTimeout(() => { out.textContent = 'Done'; }, 40);`,
  // Two short timers in a row with a change between them: the intermediate state is not the end.
  chain: `go.onclick = () => setTimeout(() => {
      out.textContent = 'Working';
      setTimeout(() => { out.textContent = 'Done'; }, 45);
    }, 30);`,
  // A page that polls every frame and also has a short timer pending: the polling must not cut
  // the timer off.
  pollingTimer: `(function spin() { requestAnimationFrame(spin); })();
    go.onclick = () => setTimeout(() => { out.textContent = 'Done'; }, 45);`,
  polling: `(function spin() { requestAnimationFrame(spin); })();
    go.onclick = () => { out.textContent = 'Done'; };`,
  nothing: `go.onclick = () => {};`,
  // A tall page: the wheel scrolls it (no mutation, no page script), and the compositor may
  // animate the scroll over several frames.
  tall: `document.body.style.height = '5000px';`,
  // Reports where the wheel was when it turned.
  wheel: `document.body.style.height = '5000px';
    addEventListener('wheel', (e) => { out.textContent = 'Wheel at ' + e.clientX + ',' + e.clientY; });`,
};

const html = (script: string) => `<!doctype html><html><head><style>
  #box { width: 40px; height: 40px; opacity: 0; transition: opacity 120ms linear; }
  #box.open { opacity: 1; }
</style></head><body><button id="go">Go</button><div id="box"></div><p id="out">Waiting</p>
<script>const go = document.getElementById('go'), box = document.getElementById('box'), out = document.getElementById('out');
${script}</script></body></html>`;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-settle-'));
let site: StaticSite;
let browser: Browser;
let context: BrowserContext;
let env: TaskEnv;

beforeAll(async () => {
  for (const [name, script] of Object.entries(PAGES)) writeFileSync(path.join(scratch, `${name}.html`), html(script));
  site = await serveStatic(scratch);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: VIEWPORT });
  env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/${id}.html`, readyAttribute: false });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Press "Go" from inside the page (no harness dispatch around it), then settle and observe. */
async function pressGo(page: string) {
  await env.reset(page);
  await env.currentPage.evaluate(() => document.getElementById('go')!.click());
  const settled = await env.settle();
  return { settled, text: (await env.observe()).text };
}

describe('settle', () => {
  it.each(['prepare', 'timer', 'chain', 'pollingTimer'])('waits for a page that changes late (%s) and shows the result', async (page) => {
    const { settled, text } = await pressGo(page);
    expect(text).toContain("StaticText 'Done'");
    expect(settled.busyMs).toBeGreaterThan(0);
  });

  it('does not wait out its cap on a page that keeps scheduling frames without changing', async () => {
    const { settled, text } = await pressGo('polling');
    expect(text).toContain("StaticText 'Done'");
    expect(settled.capped).toBe(false);
  });

  it('observes a wheel scroll once it has ended', async () => {
    await env.reset('tall');
    const step = await env.step('scroll(0, 1200)');
    expect(step.error).toBeNull();
    const seen = await env.currentPage.evaluate(() => window.scrollY);
    await env.currentPage.waitForTimeout(300);
    expect(seen).toBe(await env.currentPage.evaluate(() => window.scrollY));
    expect(seen).toBeGreaterThan(0);
  });

  it('starts every episode with the pointer in the corner, wherever the last one left it', async () => {
    await env.reset('wheel');
    await env.currentPage.mouse.move(640, 360); // where a hover of the last task left it
    await env.step('scroll(0, 100)');
    expect((await env.observe()).text).toContain("StaticText 'Wheel at 640,360'");
    await env.reset('wheel');
    await env.step('scroll(0, 100)');
    expect((await env.observe()).text).toContain("StaticText 'Wheel at 0,0'");
  });

  it('reports no page time for an action that changed nothing, through the harness', async () => {
    const obs = await env.reset('nothing');
    const go = obs.axtree!.nodes.find((n) => n.role === 'button' && n.name === 'Go')!;
    const step = await env.step(`click("${go.id}")`);
    expect(step.error).toBeNull();
    expect((await env.observe()).text).toContain("StaticText 'Waiting'");
    expect(step.timing.pageMs).toBe(0);
  });
});
