#!/usr/bin/env node
// Runs before `npm start` and `npm test`: installs npm dependencies when they are missing or older
// than package-lock.json, and installs Debian's Chromium when no browser is found and apt is usable.
// Plain Node on purpose: it must work before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');

if (!existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000)) {
  console.error('Installing npm dependencies…');
  const r = spawnSync('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const haveChromium = (process.env.CB_CHROMIUM && existsSync(process.env.CB_CHROMIUM)) || existsSync('/usr/bin/chromium');
if (!haveChromium) {
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canApt) {
    console.error('No Chromium found; installing Debian\'s chromium package…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit' });
    } catch {
      console.error('apt-get could not install chromium; see README.md for other ways to get a browser.');
    }
  }
}
