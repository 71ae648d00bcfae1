/**
 * Building the Astro site, and knowing when a build is stale: the task pages depend only on src/,
 * content/ and the Astro config, hashed into dist/cb/build.json.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { paths, projectRoot } from '../content/paths';

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Hash of every input the task pages are built from. */
export function taskPagesStamp(root = projectRoot()): string {
  const h = createHash('sha256');
  // The audit's metadata and cutpoints never reach a page; deriving new cutpoints must not stale the site.
  const audit = paths.auditContent(root) + path.sep;
  const content = [...walk(path.join(root, 'content'))].filter((f) => !f.startsWith(audit));
  const files = [...new Set([...walk(path.join(root, 'src')), ...content, ...walk(paths.tasks(root)), path.join(root, 'astro.config.mjs')])];
  for (const f of files) {
    h.update(path.relative(root, f));
    h.update('\0');
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

const stampFile = (out: string) => path.join(out, 'cb', 'build.json');

export function siteIsFresh(root = projectRoot(), out = paths.site(root)): boolean {
  try {
    return JSON.parse(readFileSync(stampFile(out), 'utf8')).task_pages === taskPagesStamp(root);
  } catch {
    return false;
  }
}

/**
 * `taskPages: false` builds the boards and reports without the task pages (and so without any
 * component library), for checks that never open a task page; such a build is never fresh.
 */
export async function buildSite(root = projectRoot(), opts: { quiet?: boolean; taskPages?: boolean } = {}): Promise<void> {
  const out = paths.site(root);
  const stamp = taskPagesStamp(root);
  const astro = path.join(root, 'node_modules', 'astro', 'astro.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', '--silent'], {
      cwd: root,
      // Always the production build: a caller's NODE_ENV (vitest sets "test") would otherwise give
      // development React in the task pages, which the benchmark never serves.
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', CB_ROOT: root, CB_SITE_TASK_PAGES: opts.taskPages === false ? 'none' : 'all' },
      stdio: opts.quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
    });
    let err = '';
    child.stderr?.on('data', (d) => { err += d; });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code})\n${err.slice(-4000)}`))));
  });
  if (opts.taskPages === false) return;
  mkdirSync(path.dirname(stampFile(out)), { recursive: true });
  writeFileSync(stampFile(out), `${JSON.stringify({ task_pages: stamp, built_at: new Date().toISOString() })}\n`);
}

export async function ensureSite(root = projectRoot()): Promise<void> {
  if (siteIsFresh(root)) return;
  console.error('Task pages are missing or out of date; building the site (about half a minute)…');
  await buildSite(root);
}
