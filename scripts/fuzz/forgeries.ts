/**
 * Seeded forgeries that re-scoring cannot catch and replay must. Each case copies a recorded
 * submission and forges a few of its episodes the way a careful forger would: status, done flags,
 * step states, final state, turn and action counts and observations made consistent with each other
 * and with the task (a satisfying state taken from the oracle's run of the same task), every line
 * resealed. Validation must accept every case (what makes it a forgery rather than a broken file);
 * replay must catch every forged episode and still replay the untouched one beside them.
 *   npm run fuzz:forgeries [-- --seed 1 --count 20]
 * runs on the bundled rule baseline (packed) with the bundled oracle run's final states, on the
 * built site in dist/.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { loadTasks } from '../../pipeline/content/tasks';
import { paths } from '../../pipeline/content/paths';
import type { Episode, Step } from '../../pipeline/runs/records';
import { observationDigest, OBSERVATIONS_FILE, readObservations, readRun, RUN_FILES, sealLine, unsealLine } from '../../pipeline/runs/runDir';
import { packSubmission } from '../../pipeline/submissions/pack';
import { replayRun, type ReplayVerdict } from '../../pipeline/submissions/replay';
import { validateSubmission } from '../../pipeline/submissions/validate';
import type { CommittedState } from '../../src/core/state';
import { Rng } from '../../src/generator/rng';

export const FORGERIES = ['success-at-last-step', 'success-midway', 'success-extra-turn', 'hidden-success'] as const;
export type Forgery = (typeof FORGERIES)[number];

export interface Forged {
  task_id: string;
  attempt: string;
  kind: Forgery;
  /** The turn whose recorded state the forger changed (where replay must diverge). */
  turn: number;
}

type Rec = Record<string, unknown>;
const read = (dir: string, f: string): Rec[] => readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean).map((l) => unsealLine(l) as Rec);
const write = (dir: string, f: string, recs: Rec[]) => writeFileSync(path.join(dir, f), recs.map((r) => sealLine(r)).join(''));

/** Appends observations as a new gzip member, as the run writer does; returns where they lie. */
function appendObservations(dir: string, records: Rec[]): Episode['observations'] {
  const file = path.join(dir, OBSERVATIONS_FILE);
  const member = gzipSync(records.map((r) => sealLine(r)).join(''));
  const offset = existsSync(file) ? statSync(file).size : 0;
  appendFileSync(file, member);
  return { offset, bytes: member.length };
}

export interface ForgeOptions {
  /** A state that satisfies each task (the oracle's final state). */
  satisfying: ReadonlyMap<string, CommittedState>;
  /** A state that does not (the task's first negative case). */
  failing: ReadonlyMap<string, CommittedState>;
  /** Tasks the forger may touch. */
  eligible(taskId: string): boolean;
  maxSteps: number;
}

/**
 * Forges `count` episodes of the submission in `dir` in place, each by a forgery drawn from `rng`
 * among those its episode allows, and returns what was forged.
 */
export function forgeEpisodes(dir: string, rng: Rng, count: number, o: ForgeOptions): Forged[] {
  const episodes = read(dir, RUN_FILES.episodes);
  let steps = read(dir, RUN_FILES.steps);
  const run = readRun(dir);
  const byAttempt = new Map(run.episodes.map((e) => [e.attempt, e]));
  const stepsOf = (attempt: string) => steps.filter((s) => s.attempt === attempt);
  const allowed = (e: Rec): Forgery[] => {
    const id = e.task_id as string;
    if (!o.eligible(id) || !o.satisfying.has(id) || (e.actions as number) < 1) return [];
    if (e.status === 'success') return o.failing.has(id) ? ['hidden-success'] : [];
    const kinds: Forgery[] = ['success-at-last-step'];
    if ((e.steps as number) >= 2) kinds.push('success-midway');
    if ((e.steps as number) < o.maxSteps) kinds.push('success-extra-turn');
    return kinds;
  };
  const candidates = rng.shuffle(episodes.filter((e) => byAttempt.has(e.attempt as string) && allowed(e).length > 0));
  const forged: Forged[] = [];
  for (const e of candidates.slice(0, count)) {
    const attempt = e.attempt as string;
    const task = e.task_id as string;
    const kind = rng.pick(allowed(e));
    const own = stepsOf(attempt);
    const last = own[own.length - 1];
    const sat = o.satisfying.get(task)!;
    const claimSuccess = (upto: Rec) => {
      upto.state = sat;
      upto.done = true;
      upto.error = null;
      Object.assign(e, { status: 'success', final_state: sat, error: null });
    };
    if (kind === 'success-at-last-step') {
      claimSuccess(last);
      forged.push({ task_id: task, attempt, kind, turn: last.step as number });
    } else if (kind === 'hidden-success') {
      const failing = o.failing.get(task)!;
      Object.assign(last, { state: failing, done: false });
      Object.assign(e, { status: 'max_steps', final_state: failing });
      forged.push({ task_id: task, attempt, kind, turn: last.step as number });
    } else if (kind === 'success-midway') {
      // The episode is cut after turn k and claims that turn's last action finished the task.
      const k = rng.int(1, (e.steps as number) - 1);
      const kept = own.filter((s) => (s.step as number) <= k);
      const dropped = new Set(own.filter((s) => (s.step as number) > k));
      steps = steps.filter((s) => !dropped.has(s));
      claimSuccess(kept[kept.length - 1]);
      const shown = readObservations(dir, byAttempt.get(attempt)!).filter((x) => x.step <= k);
      Object.assign(e, { steps: k, actions: kept.length, observations: appendObservations(dir, shown as unknown as Rec[]) });
      forged.push({ task_id: task, attempt, kind, turn: k });
    } else {
      // One more turn repeating the last action, said to have finished the task, with the last
      // observation shown again so the step answers a recorded observation.
      const turn = (e.steps as number) + 1;
      const shown = readObservations(dir, byAttempt.get(attempt)!);
      const again = { ...shown[shown.length - 1], step: turn };
      const extra: Rec = { ...last, step: turn, action_index: 0, obs_digest: observationDigest(again.url, again.text) };
      claimSuccess(extra);
      steps.splice(steps.indexOf(last) + 1, 0, extra);
      Object.assign(e, { steps: turn, actions: (e.actions as number) + 1, observations: appendObservations(dir, [...shown, again] as unknown as Rec[]) });
      forged.push({ task_id: task, attempt, kind, turn });
    }
  }
  write(dir, RUN_FILES.episodes, episodes);
  write(dir, RUN_FILES.steps, steps);
  return forged;
}

export interface ForgeryFuzzResult {
  seed: number;
  cases: number;
  forged: number;
  byKind: Record<string, number>;
  /** Forged episodes replay did not catch, cases validation refused, untouched episodes replay flagged. */
  failures: string[];
  verdicts: ReplayVerdict[];
}

export interface ForgeryFuzzOptions {
  seed: number;
  count: number;
  /** The packed submission forged from (a directory validation accepts). */
  base: string;
  satisfying: ReadonlyMap<string, CommittedState>;
  browser: Browser;
  siteUrl: string;
  eligible?(taskId: string): boolean;
  /** Episodes forged per case (default 1–3). */
  perCase?: number;
  log?(s: string): void;
}

/** Forge, validate and replay `count` cases; every forged episode must be caught, nothing else. */
export async function fuzzForgeries(o: ForgeryFuzzOptions): Promise<ForgeryFuzzResult> {
  const rng = new Rng(o.seed);
  const tasks = loadTasks();
  const failing = new Map(tasks.flatMap((t) => (t.negative_states[0] ? [[t.id, t.negative_states[0].state] as const] : [])));
  const maxSteps = readRun(o.base).manifest.budget.max_steps;
  const res: ForgeryFuzzResult = { seed: o.seed, cases: o.count, forged: 0, byKind: {}, failures: [], verdicts: [] };
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cb-fuzz-forgeries-'));
  try {
    for (let i = 0; i < o.count; i++) {
      const crng = rng.fork(`case-${i}`);
      const dir = path.join(tmp, String(i), path.basename(o.base));
      cpSync(o.base, dir, { recursive: true });
      const eligible = o.eligible ?? (() => true);
      const forged = forgeEpisodes(dir, crng, o.perCase ?? crng.int(1, 3), { satisfying: o.satisfying, failing, eligible, maxSteps });
      const label = `case ${i} [${forged.map((f) => `${f.kind} ${f.task_id}`).join(', ')}]`;
      if (forged.length === 0) {
        res.failures.push(`${label}: no episode could be forged`);
        continue;
      }
      for (const f of forged) res.byKind[f.kind] = (res.byKind[f.kind] ?? 0) + 1;
      res.forged += forged.length;
      const report = validateSubmission(dir, { resamples: 20 });
      if (!report.valid) res.failures.push(`${label}: validation refused the forgery, so it is no test of replay: ${report.problems.map((p) => p.message).join('; ')}`);
      // One untouched episode beside them: replay must not flag what nobody changed.
      const forgedTasks = new Set(forged.map((f) => f.task_id));
      const control = crng.pick(readRun(dir).episodes.filter((e) => !forgedTasks.has(e.task_id) && eligible(e.task_id))).task_id;
      const r = await replayRun(dir, { browser: o.browser, siteUrl: o.siteUrl, workers: 2, only: (id) => forgedTasks.has(id) || id === control });
      res.verdicts.push(...r.episodes);
      for (const v of r.episodes) {
        const f = forged.find((x) => x.attempt === v.attempt);
        if (!f) {
          if (v.kind !== 'replayed') res.failures.push(`${label}: untouched ${v.task_id} did not replay: ${'why' in v ? v.why : ''}`);
          continue;
        }
        // A forged extra turn may act on an element its copied observation shows otherwise than the
        // page: replay then cannot vouch for it (not replayable), which is a catch too.
        const caught = v.kind === 'diverged' ? v.at.step === f.turn : v.kind === 'not_replayable' && f.kind === 'success-extra-turn';
        if (!caught) res.failures.push(`${label}: ${f.kind} of ${f.task_id} not caught at turn ${f.turn}: ${JSON.stringify(v).slice(0, 300)}`);
      }
      rmSync(path.join(tmp, String(i)), { recursive: true, force: true });
      o.log?.(`${i + 1}/${o.count} cases`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return res;
}

/** The bundled oracle run's final states: each satisfies its task. */
export function oracleStates(runDir = path.join(paths.bundledRuns(), 'oracle-axtree')): Map<string, CommittedState> {
  return new Map(readRun(runDir).episodes.flatMap((e) => (e.status === 'success' && e.final_state ? [[e.task_id, e.final_state] as const] : [])));
}

async function main(): Promise<void> {
  const arg = (name: string, def: number) => {
    const i = process.argv.indexOf(`--${name}`);
    const v = i > 0 ? Number(process.argv[i + 1]) : def;
    if (!Number.isInteger(v) || v < 0) { console.error(`--${name} must be a whole number`); process.exit(2); }
    return v;
  };
  const { launchChromium } = await import('../../pipeline/harness/browser');
  const { serveTaskPages } = await import('../../pipeline/harness/staticServer');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cb-forgeries-base-'));
  const site = await serveTaskPages(paths.site());
  const browser = await launchChromium();
  try {
    const base = packSubmission(path.join(paths.bundledRuns(), 'rule-axtree'), { organisation: 'Forgery Fuzz', contact: 'fuzz@example.org', openWeights: true, out: tmp }).dir;
    const t0 = performance.now();
    const r = await fuzzForgeries({ seed: arg('seed', 1), count: arg('count', 20), base, satisfying: oracleStates(), browser, siteUrl: site.url, log: (s) => console.error(s) });
    const caught = r.verdicts.filter((v) => v.kind !== 'replayed').length;
    console.log(`forgery fuzzer: seed ${r.seed}, ${r.cases} cases, ${r.forged} forged episodes (${Object.entries(r.byKind).map(([k, n]) => `${k} ${n}`).join(', ')}), ${caught} not replayed, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`failures: ${r.failures.length}`);
    for (const f of r.failures.slice(0, 20)) console.log(`  ${f}`);
    process.exitCode = r.failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await site.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
