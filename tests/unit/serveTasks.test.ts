/**
 * The task-page server (`cb serve-tasks`, and the one the harness, replay and audit drive): a task
 * page, its spec and the build's assets are served; report pages, traces, the warehouse and the
 * rest of the site are not found.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTaskPagePath, serveTaskPages, type StaticSite } from '../../pipeline/harness/staticServer';

const root = mkdtempSync(path.join(os.tmpdir(), 'cb-serve-tasks-'));
const files: Record<string, string> = {
  'task/button-antd-T01/index.html': '<html>task</html>',
  'cb/spec/button-antd-T01.json': '{}',
  '_astro/TaskIsland.abc123.js': 'export {}',
  'tasks/button-antd-T01/index.html': '<html>report: the target is …</html>',
  'traces/run/button-antd-T01/index.html': '<html>trace</html>',
  'cb/warehouse/episodes.parquet': 'PAR1',
  'cb/human-tasks.json': '[]',
  'index.html': '<html>leaderboard</html>',
};
let site: StaticSite;
beforeAll(async () => {
  for (const [f, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), body);
  }
  site = await serveTaskPages(root);
});
afterAll(async () => {
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('task-page server', () => {
  it('serves a task page, its spec and assets', async () => {
    for (const p of ['/task/button-antd-T01?mode=benchmark', '/task/button-antd-T01/', '/cb/spec/button-antd-T01.json', '/_astro/TaskIsland.abc123.js']) {
      const r = await fetch(`${site.url}${p}`);
      expect([p, r.status]).toEqual([p, 200]);
    }
  });

  it('finds nothing else: reports, traces, the warehouse, the leaderboard, paths that climb out', async () => {
    for (const p of ['/tasks/button-antd-T01/', '/traces/run/button-antd-T01/', '/cb/warehouse/episodes.parquet', '/cb/human-tasks.json', '/', '/index.html',
      '/task/../tasks/button-antd-T01/', '/_astro/../index.html', '/task/button-antd-T01/extra', '/task/..%2ftasks%2fbutton-antd-T01%2f',
      '/_astro/%2e%2e%2findex.html', '/cb/spec/..%2f..%2findex.html']) {
      const r = await fetch(`${site.url}${p}`);
      expect([p, r.status]).toEqual([p, 404]);
    }
    expect(isTaskPagePath('/task/..%2ftasks%2fx')).toBe(false);
  });
});
