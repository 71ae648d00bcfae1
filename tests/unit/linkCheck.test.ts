import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, pageLinks } from '../../pipeline/site/linkCheck';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function page(urlPath: string, body: string) {
  const d = path.join(dir, urlPath);
  mkdirSync(d, { recursive: true });
  writeFileSync(path.join(d, 'index.html'), `<!doctype html><html><body>${body}</body></html>`);
}

describe('internal link check', () => {
  it('reads hrefs and anchor names, decoding entities', () => {
    const { hrefs, ids } = pageLinks('<a href="/a/?x=1&amp;y=2">x</a><h2 id="sec">s</h2><a name="old"></a><div name="no"></div>');
    expect(hrefs).toEqual(['/a/?x=1&y=2']);
    expect([...ids].sort()).toEqual(['old', 'sec']);
  });

  it('crawls from the home page and reports missing pages, missing fragments and script URLs only', () => {
    page('', '<a href="/a/">a</a><a href="https://example.org/">out</a><a href="/task/t1/">task</a>');
    page('a', '<h2 id="top">A</h2><a href="/b/#top">b</a><a href="/a/#top">self</a><a href="/gone/">gone</a><a href="javascript:alert(1)">js</a>');
    page('b', '<a href="/a/#nowhere">a</a><a href="../a/">up</a>');
    page('task/t1', '<a href="/never-crawled/">x</a>');
    const r = checkLinks(dir);
    expect(r.pages).toBe(3);
    expect(r.broken.sort()).toEqual([
      '/a/ → /b/#top (no element with that id)',
      '/a/ → /gone/',
      '/a/ → javascript:alert(1) (a script URL)',
      '/b/ → /a/#nowhere (no element with that id)',
    ]);
  });
});
