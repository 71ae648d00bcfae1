import { paths } from '../content/paths';
import { serveStatic, serveTaskPages } from '../harness/staticServer';
import { buildSite, ensureSite } from '../site/build';
import { UserError } from '../errors';
import { existsSync } from 'node:fs';

export async function build(_o: { suite?: string } = {}): Promise<void> {
  await buildSite();
  console.log(`site built in ${paths.site()}`);
}

export async function serve(o: { port: number }): Promise<void> {
  if (!existsSync(paths.site())) throw new UserError(`${paths.site()} does not exist; run \`cb site build\` first`);
  const site = await serveStatic(paths.site(), o.port);
  console.log(`ComponentBench site: ${site.url}/  (Ctrl+C to stop)`);
  await new Promise(() => {});
}

/**
 * The task pages alone, for other harnesses (docs/hosting-tasks.md): built first when stale, served
 * without report pages, traces or the warehouse, which state targets in words.
 */
export async function serveTasks(o: { port: number; host: string }): Promise<void> {
  await ensureSite();
  const site = await serveTaskPages(paths.site(), o.port, o.host);
  console.log(`ComponentBench task pages: ${site.url}/task/<task id>?mode=benchmark  (Ctrl+C to stop)`);
  await new Promise(() => {});
}
