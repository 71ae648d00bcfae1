import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { namedScripts, scriptWeight } from '../../pipeline/site/pageWeight';

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
});
