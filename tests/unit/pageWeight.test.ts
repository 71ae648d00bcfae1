import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TaskSpec } from '../../src/core/taskSpec';
import { judgePageWeights, namedScripts, scriptWeight, taskPageWeights, type PageWeightExemption } from '../../pipeline/site/pageWeight';

/** A built site in miniature: chunks of random (incompressible) bytes, and task pages naming them. */
function miniSite(chunks: Record<string, { kB: number; imports?: string[] }>, pages: Record<string, { renderer: string; named: string[] }>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cb-exempt-'));
  mkdirSync(path.join(dir, '_astro'));
  let seed = 1;
  const noise = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
  for (const [name, c] of Object.entries(chunks)) {
    writeFileSync(path.join(dir, '_astro', name), `${(c.imports ?? []).map((i) => `import{a}from"./${i}";`).join('')}const s="${noise(c.kB * 1000)}";`);
  }
  for (const [id, p] of Object.entries(pages)) {
    mkdirSync(path.join(dir, 'task', id), { recursive: true });
    const props = JSON.stringify({ taskId: [0, id], renderer: [0, `_astro/${p.renderer}`] }).replaceAll('"', '&quot;');
    writeFileSync(path.join(dir, 'task', id, 'index.html'), `${p.named.map((f) => `<link rel="modulepreload" href="/_astro/${f}">`).join('')}
      <astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js" props="${props}"></astro-island>`);
  }
  return dir;
}
const task = (id: string) => ({ id, canonical_type: id.split('-')[0], library: id.split('-')[1] }) as TaskSpec;

describe('page weight', () => {
  it('names every script a task page can load: scripts, modulepreload hints, island component and renderer', () => {
    const html = `<head><link rel="modulepreload" href="/_astro/a.js"><link rel="preload" href="/cb/spec/x.json" as="fetch">
      <script type="module" src="/_astro/b.js"></script></head>
      <body><astro-island uid="1" component-url="/_astro/island.js?v=1&amp;x=2" renderer-url="/_astro/client.js"></astro-island></body>`;
    expect(namedScripts(html)).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/client.js', '/_astro/island.js?v=1&x=2']);
  });

  it('weighs named scripts at gzip -9 and names a script missing from the site', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-weight-'));
    mkdirSync(path.join(dir, '_astro'));
    const body = 'export const x = 1;'.repeat(50);
    writeFileSync(path.join(dir, '_astro', 'a.js'), body);
    expect(scriptWeight(dir, ['/_astro/a.js'])).toEqual({ js: gzipSync(body, { level: 9 }).length, jsRaw: body.length, jsFiles: 1 });
    expect(() => scriptWeight(dir, ['/_astro/a.js', '/_astro/gone.js'])).toThrow(/\/_astro\/gone\.js is named by a page but missing/);
  });

  it('keeps the generator out of task pages: a type folder\'s page modules take only types from family.ts', () => {
    const canonical = path.resolve(import.meta.dirname, '../../src/canonical');
    const offenders = readdirSync(canonical, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) =>
      readdirSync(path.join(canonical, d.name)).filter((f) => /\.tsx?$/.test(f) && f !== 'family.ts').flatMap((f) => {
        const src = readFileSync(path.join(canonical, d.name, f), 'utf8');
        return /^import (?!type )[^;]*from '\.\/family';/m.test(src) ? [`${d.name}/${f}`] : [];
      }));
    expect(offenders, 'page modules importing values from their family.ts (it brings zod and the generator)').toEqual([]);
  });

  it('lets an exempt component exceed the budget by its own weight alone, and fails an exemption that is no longer needed', () => {
    const dir = miniSite({
      'island.js': { kB: 5, imports: ['react.js'] }, 'client.js': { kB: 5, imports: ['react.js'] }, 'react.js': { kB: 40 },
      'lib-mui-grid.js': { kB: 50, imports: ['lib-mui-core.js'] }, 'lib-mui-core.js': { kB: 30 }, 'lib-mui-scene.js': { kB: 10 },
      'lib-antd-table.js': { kB: 20 }, 'lib-mui-list.js': { kB: 10 },
    }, {
      'grid-mui-T01': { renderer: 'lib-mui-grid.js', named: ['lib-mui-grid.js', 'lib-mui-core.js', 'react.js', 'lib-mui-scene.js'] },
      'grid-mui-T02': { renderer: 'lib-mui-grid.js', named: ['lib-mui-grid.js', 'lib-mui-core.js', 'react.js', 'lib-antd-table.js'] },
      'list-mui-T01': { renderer: 'lib-mui-list.js', named: ['lib-mui-list.js', 'lib-mui-core.js', 'react.js', 'lib-mui-scene.js'] },
    });
    const pages = taskPageWeights(dir, ['grid-mui-T01', 'grid-mui-T02', 'list-mui-T01'].map(task));
    const w = (...files: string[]) => scriptWeight(dir, files.map((f) => `/_astro/${f}`)).js;
    // The grid alone: the island, React's renderer, React, the library's core and the grid.
    const alone = w('island.js', 'client.js', 'react.js', 'lib-mui-core.js', 'lib-mui-grid.js');
    expect(pages.map((p) => p.js)).toEqual([alone + w('lib-mui-scene.js'), alone + w('lib-antd-table.js'), w('island.js', 'client.js', 'react.js', 'lib-mui-core.js', 'lib-mui-list.js', 'lib-mui-scene.js')]);
    const budget = alone - 10_000;
    expect(pages[2].js).toBeLessThan(budget);
    const exemption: PageWeightExemption = { component: 'Grid', library: 'mui', types: ['grid'], why: 'heavy' };

    // Without the exemption both grid pages are over budget; the list page is not.
    expect(judgePageWeights(dir, pages, budget, []).problems.map((p) => p.split(':')[0])).toEqual(['grid-mui-T01', 'grid-mui-T02']);
    // With it, a grid page may carry the grid and its scene, but not another library's code.
    const v = judgePageWeights(dir, pages, budget, [exemption]);
    expect(v.problems).toEqual(['grid-mui-T02: an exempt page loads another library\'s code: /_astro/lib-antd-table.js']);
    expect(v.exempt.map((e) => [e.type, e.alone, e.max.task.id])).toEqual([['grid', alone, 'grid-mui-T02']]);
    // A budget the grid fits alone makes the exemption a problem of its own.
    expect(judgePageWeights(dir, pages.slice(0, 1), alone, [exemption]).problems).toEqual([
      expect.stringMatching(/^grid-mui-T01: Grid weighs [\d.]+ kB alone, within [\d.]+ kB: its exemption is no longer needed$/),
    ]);
  });
});
