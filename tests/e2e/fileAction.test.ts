/**
 * The file action in Chromium: `upload_file` (by element id) and `mouse_upload_file` (by point)
 * click what opens the browser's file chooser and hand it files of the task's folder, with the
 * bytes the folder defines. What an agent can get wrong comes back as the action's error, and
 * changes nothing on the page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORT } from '../../pipeline/harness/browser';
import { fileBytes } from '../../pipeline/harness/fileFolder';
import { serveStatic, type StaticSite } from '../../pipeline/harness/staticServer';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { FolderFile } from '../../src/core/taskSpec';

// A label-button over a hidden single-file input (as MUI composes it), a button that opens a
// multiple-file input from script (as antd's Upload does), and a button that opens nothing. The
// page lists what each input received: name, type, size and a digest of the bytes.
const PAGE = `<!doctype html><html><body>
<label id="one-label" style="display:inline-block;padding:8px;border:1px solid">Choose resume<input id="one" type="file" hidden></label>
<button id="many-btn" type="button">Add attachments</button><input id="many" type="file" multiple hidden>
<button type="button">Save</button>
<ul id="out"></ul>
<script>
  const out = document.getElementById('out');
  const many = document.getElementById('many');
  document.getElementById('many-btn').onclick = () => many.click();
  for (const input of [document.getElementById('one'), many]) {
    input.onchange = async () => {
      for (const f of input.files) {
        const bytes = new Uint8Array(await f.arrayBuffer());
        let sum = 0;
        for (const b of bytes) sum = (sum * 31 + b) >>> 0;
        const li = document.createElement('li');
        li.textContent = input.id + ': ' + f.name + ' ' + f.type + ' ' + f.size + ' ' + sum;
        out.append(li);
      }
    };
  }
</script></body></html>`;

const FOLDER: FolderFile[] = [
  { name: 'resume.pdf', type: 'application/pdf', size: 2048 },
  { name: 'resume_old.pdf', type: 'application/pdf', size: 1500 },
  { name: 'photo.png', type: 'image/png', size: 700 },
];

const digest = (b: Buffer) => [...b].reduce((s, x) => (s * 31 + x) >>> 0, 0);
const line = (input: string, f: FolderFile) => `${input}: ${f.name} ${f.type} ${f.size} ${digest(fileBytes(f))}`;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-files-'));
let site: StaticSite;
let browser: Browser;

beforeAll(async () => {
  writeFileSync(path.join(scratch, 'upload.html'), PAGE);
  site = await serveStatic(scratch);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function open(mode: 'axtree' | 'pixel') {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const env = await TaskEnv.open(context, { taskUrl: (id) => `${site.url}/${id}.html`, readyAttribute: false, mode, convention: 'raw' });
  const obs = await env.reset('upload', FOLDER);
  return { env, obs, context };
}

const idOf = (text: string, pattern: RegExp) => {
  const m = text.split('\n').find((l) => pattern.test(l))?.match(/\[([A-Za-z]?\d+)\]/);
  if (!m) throw new Error(`no element like ${pattern} in:\n${text}`);
  return m[1];
};
const listed = (env: TaskEnv) => env.currentPage.locator('#out li').allInnerTexts();

describe('file action', () => {
  it('picks files of the folder by name through the element that opens the chooser', async () => {
    const { env, obs, context } = await open('axtree');
    expect(obs.files.map((f) => f.name)).toEqual(FOLDER.map((f) => f.name));
    const r = await env.step(`upload_file(${JSON.stringify(idOf(obs.text, /LabelText/))}, "resume.pdf")`);
    expect(r.error).toBeNull();
    await expect.poll(() => listed(env)).toEqual([line('one', FOLDER[0])]);
    const obs2 = await env.observe();
    const r2 = await env.step(`upload_file(${JSON.stringify(idOf(obs2.text, /Add attachments/))}, ["photo.png", "resume_old.pdf"])`);
    expect(r2.error).toBeNull();
    await expect.poll(() => listed(env)).toEqual([line('one', FOLDER[0]), line('many', FOLDER[2]), line('many', FOLDER[1])]);
    await context.close();
  });

  it('reports what an agent gets wrong, and the page receives nothing', async () => {
    const { env, obs, context } = await open('axtree');
    const resume = JSON.stringify(idOf(obs.text, /LabelText/));
    expect((await env.step(`upload_file(${resume}, "cv.pdf")`)).error).toBe('no file named "cv.pdf" in the folder; it holds "resume.pdf", "resume_old.pdf", "photo.png"');
    expect((await env.step(`upload_file(${resume}, ["resume.pdf", "photo.png"])`)).error).toBe('this file chooser takes one file, not 2');
    expect((await env.step(`upload_file(${resume}, ["resume.pdf", "resume.pdf"])`)).error).toBe('each file can be picked once');
    const save = JSON.stringify(idOf((await env.observe()).text, /button 'Save'/));
    expect((await env.step(`upload_file(${save}, "resume.pdf")`)).error).toBe(`element ${JSON.parse(save)} opened no file chooser`);
    expect(await listed(env)).toEqual([]);
    // Without a folder there is nothing to pick.
    await env.reset('upload');
    const again = JSON.stringify(idOf((await env.observe()).text, /LabelText/));
    expect((await env.step(`upload_file(${again}, "resume.pdf")`)).error).toBe('this task has no files to upload');
    await context.close();
  });

  it('picks files through a click at a point in pixel mode, and only there', async () => {
    const { env, context } = await open('pixel');
    expect((await env.step('upload_file("1", "resume.pdf")')).error).toBe('upload_file is not available in pixel mode');
    const box = (await env.currentPage.locator('#many-btn').boundingBox())!;
    const at = `${Math.round(box.x + box.width / 2)}, ${Math.round(box.y + box.height / 2)}`;
    expect((await env.step(`mouse_upload_file(${at}, "resume.pdf")`)).error).toBeNull();
    await expect.poll(() => listed(env)).toEqual([line('many', FOLDER[0])]);
    expect((await env.step('mouse_upload_file(5, 700, "resume.pdf")')).error).toBe('a click at (5, 700) opened no file chooser');
    await context.close();
  });
});
