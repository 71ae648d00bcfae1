#!/usr/bin/env node
// The full oracle sweep (npm test runs only the covering sample): the oracle on every task of the
// suite in one mode (default axtree; `--mode som|pixel|browser_use`), into a scratch run directory,
// with its wall time. Other arguments go to `cb run`; it fails when the oracle misses any task.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const mode = args.includes('--mode') ? args[args.indexOf('--mode') + 1] : 'axtree';
const rest = args.filter((a, i) => a !== '--mode' && args[i - 1] !== '--mode');
const convention = mode === 'pixel' ? ['--convention', 'norm1000'] : [];
const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'cb-sweep-')), `oracle-${mode}`);
const t0 = Date.now();
const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'cb.mjs'), 'run', '--agent', 'oracle', '--mode', mode, ...convention, '--out', out, ...rest],
  { cwd: root, stdio: 'inherit' });
console.log(`oracle sweep in ${mode}: ${((Date.now() - t0) / 1000).toFixed(1)} s wall → ${out}`);
process.exit(r.status ?? 1);
