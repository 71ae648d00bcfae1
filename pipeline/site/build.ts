/**
 * Building the Astro site, and knowing when a build is stale: the task pages depend only on src/,
 * content/ and the Astro config, hashed into dist/cb/build.json.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Runs `fn` while holding the build lock of the site directory `out` (a file beside it naming the
 * holder's process): two commands that find the site stale at once (two `cb run`s, a run and a
 * replay) build it one after the other instead of writing the same files together. A lock whose
 * process is gone is taken over.
 */
export async function withBuildLock<T>(out: string, fn: () => Promise<T>, o: { pollMs?: number; timeoutMs?: number } = {}): Promise<T> {
  const lock = `${out}.build-lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const t0 = Date.now();
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(lock, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() - t0 > (o.timeoutMs ?? 15 * 60_000)) throw new Error(`${lock} is held by process ${holder} (another site build) for too long; remove the file if that process is gone`);
      await new Promise((r) => setTimeout(r, o.pollMs ?? 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * `taskPages: false` builds the boards and reports without the task pages (and so without any
 * component library), for checks that never open a task page; such a build is never fresh.
 */
export async function buildSite(root = projectRoot(), opts: { quiet?: boolean; taskPages?: boolean } = {}): Promise<void> {
  await withBuildLock(paths.site(root), () => buildUnlocked(root, opts));
}

async function buildUnlocked(root: string, opts: { quiet?: boolean; taskPages?: boolean }): Promise<void> {
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
  await withBuildLock(paths.site(root), async () => {
    // Another command may have built it while this one waited for the lock.
    if (siteIsFresh(root)) return;
    console.error('Task pages are missing or out of date; building the site (about half a minute)…');
    await buildUnlocked(root, {});
  });
}
