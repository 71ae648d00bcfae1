import path from 'node:path';
import { paths, projectRoot } from '../content/paths';
import { findChromium } from '../harness/browser';
import { serveStatic } from '../harness/staticServer';
import { buildSite } from '../site/build';
import { build as buildWarehouse } from './warehouse';

/** The main job: browser check, warehouse from the bundled (and local) runs, site build, serve. */
export async function start(o: { port: number }): Promise<void> {
  const root = projectRoot();
  const browser = findChromium();
  console.log(`Chromium: ${browser.path} (${browser.source})`);
  const counts = await buildWarehouse({ quiet: true });
  console.log(`Warehouse: ${counts.tasks} tasks, ${counts.runs} runs, ${counts.episodes} episodes, ${counts.steps} steps → ${path.relative(root, paths.warehouse(root))}`);
  console.log('Building the site…');
  await buildSite(root, { quiet: true });
  let site;
  try {
    site = await serveStatic(paths.site(root), o.port);
  } catch {
    site = await serveStatic(paths.site(root), 0);
  }
  console.log(`\nComponentBench is serving at ${site.url}/  (leaderboard; task pages at ${site.url}/task/<id>/)  Ctrl+C to stop.`);
  await new Promise(() => {});
}
