import { paths } from '../content/paths';
import { serveStatic } from '../harness/staticServer';
import { buildSite } from '../site/build';
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
