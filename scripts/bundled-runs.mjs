#!/usr/bin/env node
// Re-records every published run in data/bundled-runs (after the tasks change): the oracle in each
// observation/action space and the rule-based baseline. Extra arguments go to every `cb run`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = [
  ['oracle', 'axtree', 'raw'],
  ['oracle', 'som', 'raw'],
  ['oracle', 'pixel', 'norm1000'],
  ['oracle', 'browser_use', 'raw'],
  ['rule', 'axtree', 'raw'],
];
for (const [agent, mode, convention] of RUNS) {
  const out = path.join('data', 'bundled-runs', `${agent}-${mode}`);
  console.log(`\n${agent} in ${mode} → ${out}`);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'cb.mjs'), 'run', '--agent', agent, '--mode', mode, '--convention', convention,
    '--out', out, '--replace', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
