#!/usr/bin/env node
// Brings every published run in data/bundled-runs up to date with the current tasks: the oracle in
// each observation/action space and the rule-based baseline. By default each run is topped up (only
// tasks added or changed since it was recorded run again; removed ones are dropped); a missing run
// is recorded in full, and `--fresh` records every run from scratch. `--suite core` does the same
// for the Core suite's runs, in data/bundled-runs/core/core-<agent>-<mode>. Other arguments go to
// every `cb run`. Then the trace screenshots of every run's failed episodes are topped up
// (`cb runs shots`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const at = args.indexOf('--suite');
const suite = at >= 0 ? args[at + 1] : 'full';
if (suite !== 'full' && suite !== 'core') {
  console.error(`bundled-runs: --suite must be full or core, not ${suite ?? 'nothing'}`);
  process.exit(2);
}
const extra = args.filter((a, i) => a !== '--fresh' && (at < 0 || (i !== at && i !== at + 1)));
// Run ids are the directory names: Core's carry the suite, so no two bundled runs share an id.
const runDir = (agent, mode) => (suite === 'core' ? path.join('data', 'bundled-runs', 'core', `core-${agent}-${mode}`) : path.join('data', 'bundled-runs', `${agent}-${mode}`));
const failed = [];
for (const [agent, mode, convention] of RUNS) {
  const out = runDir(agent, mode);
  const topUp = !fresh && existsSync(path.join(root, out, 'manifest.json'));
  console.log(`\n${agent} in ${mode} → ${out} (${topUp ? 'top-up' : 'from scratch'})`);
  const how = topUp ? ['--top-up', out] : ['--agent', agent, '--mode', mode, '--convention', convention, '--suite', suite, '--out', out, '--replace'];
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'cb.mjs'), 'run', ...how, ...extra], { cwd: root, stdio: 'inherit' });
  console.log(`${agent} in ${mode}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // An oracle failure is named by `cb run`; the other runs are still recorded (a long sweep left
  // unattended should not stop half-way), and the script fails at the end.
  if (r.status !== 0) failed.push(`${agent}-${mode}`);
}
// The trace viewer's screenshots of failed episodes, made by replay (the runs record none, to stay small).
const dirs = RUNS.map(([agent, mode]) => runDir(agent, mode)).filter((d) => existsSync(path.join(root, d, 'manifest.json')));
console.log('\ntrace screenshots of failed episodes → data/trace-shots');
const shots = spawnSync(process.execPath, [path.join(root, 'scripts', 'cb.mjs'), 'runs', 'shots', ...dirs], { cwd: root, stdio: 'inherit' });
if (shots.status !== 0) failed.push('trace screenshots');
if (failed.length) {
  console.error(`\nnot clean: ${failed.join(', ')} (see above)`);
  process.exit(1);
}
