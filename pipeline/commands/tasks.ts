import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED, generateSuite, taskFileText } from '../../src/generator/generate';
import { loadTasks } from '../content/tasks';
import { paths } from '../content/paths';
import { checkTask } from '../content/checkTask';

export function list(o: { json?: boolean }): void {
  const tasks = loadTasks();
  if (o.json) {
    console.log(JSON.stringify(tasks.map((t) => ({
      id: t.id, canonical_type: t.canonical_type, library: t.library, template: t.template,
      bucket: t.difficulty.bucket, tier: t.difficulty.tier, instruction: t.instruction, reference_steps: t.reference_steps,
    })), null, 2));
    return;
  }
  for (const t of tasks) console.log(`${t.id.padEnd(36)} ${t.template.padEnd(18)} ${t.difficulty.bucket.padEnd(5)} ${t.instruction}`);
  console.log(`${tasks.length} tasks`);
}

export function generate(o: { seed?: number; types?: string; out?: string }): void {
  const seed = o.seed ?? DEFAULT_SEED;
  const out = o.out ? path.resolve(o.out) : paths.tasks();
  const suite = generateSuite(seed, o.types ? o.types.split(',').map((s) => s.trim()) : undefined);
  mkdirSync(out, { recursive: true });
  let written = 0;
  for (const [type, tasks] of suite) {
    const file = path.join(out, `${type}.yaml`);
    const text = taskFileText(type, tasks, seed);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    // Write beside, then rename: a crash never leaves a half-written spec file.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    written++;
  }
  const total = [...suite.values()].reduce((n, t) => n + t.length, 0);
  console.log(`${total} tasks over ${suite.size} types (seed ${seed}); ${written} file(s) changed in ${path.relative(process.cwd(), out) || '.'}`);
}

export function check(): void {
  const tasks = loadTasks();
  const problems = tasks.flatMap((t) => checkTask(t).map((p) => `${t.id}: ${p}`));
  for (const p of problems) console.error(p);
  console.log(`${tasks.length} tasks checked, ${problems.length} problem(s)`);
  if (problems.length) process.exitCode = 1;
}
