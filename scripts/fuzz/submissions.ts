/**
 * Seeded fuzzer of the submission validator. From one valid submission (a small run written with
 * the real run writer over real tasks) it derives malformed and hostile archives — truncated and
 * re-typed lines, forged and hidden successes, tampered states, path traversal, links, FIFOs,
 * huge sparse files, duplicate episodes, inconsistent metadata — and archives that carry markup and
 * script in every free-text field, which must stay VALID: text is data. Each case knows its
 * verdict; the fuzzer counts crashes (anything thrown), invalid archives accepted and valid ones
 * refused.
 *   npm run fuzz:submissions [-- --seed 1 --count 10000]
 */
import { hash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, ftruncateSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dump, load, CORE_SCHEMA } from 'js-yaml';
import { loadTasks } from '../../pipeline/content/tasks';
import { MODES, RUN_FORMAT_VERSION } from '../../pipeline/runs/records';
import { OBSERVATIONS_FILE, RUN_FILES, sealLine } from '../../pipeline/runs/runDir';
import { METADATA_FILE, submissionName, type Metadata } from '../../pipeline/submissions/metadata';
import { packSubmission } from '../../pipeline/submissions/pack';
import { validateSubmission, type ValidationReport } from '../../pipeline/submissions/validate';
import { Rng } from '../../src/generator/rng';
import type { TaskSpec } from '../../src/core/taskSpec';
import { HOSTILE, HOSTILE_TEXT } from '../../tests/fixtures/hostileRun';
import { FIXTURE_FLAGS, writeSubmissionRun } from '../../tests/fixtures/submissionRun';

type Rec = Record<string, unknown>;

/** What a mutation works on: the case's directory (which a mutation may rename) and the base run's facts. */
interface Ctx {
  dir: string;
  rng: Rng;
  solved: string[];
  failed: string;
  tasks: Map<string, TaskSpec>;
  /** Task ids of the suite outside the run's task set. */
  others: string[];
}

interface Mutation {
  name: string;
  /** Whether an archive with (only) this mutation must be accepted. */
  valid: boolean;
  apply: (c: Ctx) => void;
}

const file = (c: Ctx, f: string) => path.join(c.dir, f);
const readRecords = (c: Ctx, f: string): Rec[] => readFileSync(file(c, f), 'utf8').split('\n').filter(Boolean).map((l) => {
  const r = JSON.parse(l) as Rec;
  delete r.crc;
  return r;
});
const writeRecords = (c: Ctx, f: string, recs: Rec[]) => writeFileSync(file(c, f), recs.map((r) => sealLine(r)).join(''));
const editRecords = (c: Ctx, f: string, fn: (recs: Rec[]) => Rec[] | void) => {
  const recs = readRecords(c, f);
  writeRecords(c, f, fn(recs) ?? recs);
};
const readMeta = (c: Ctx) => load(readFileSync(file(c, METADATA_FILE), 'utf8'), { schema: CORE_SCHEMA }) as Rec;
const writeMeta = (c: Ctx, m: Rec) => writeFileSync(file(c, METADATA_FILE), dump(m));
const editMeta = (c: Ctx, fn: (m: Rec) => void) => { const m = readMeta(c); fn(m); writeMeta(c, m); };
const readManifestJson = (c: Ctx) => JSON.parse(readFileSync(file(c, RUN_FILES.manifest), 'utf8')) as Rec;
const editManifest = (c: Ctx, fn: (m: Rec) => void) => { const m = readManifestJson(c); fn(m); writeFileSync(file(c, RUN_FILES.manifest), JSON.stringify(m, null, 2)); };
/** The directory name must follow the metadata, so text mutations rename it to stay otherwise correct. */
const renameToMetadata = (c: Ctx) => {
  const next = path.join(path.dirname(c.dir), submissionName(readMeta(c) as unknown as Metadata));
  if (next !== c.dir) { renameSync(c.dir, next); c.dir = next; }
};
const sparse = (p: string, bytes: number) => {
  mkdirSync(path.dirname(p), { recursive: true });
  const fd = openSync(p, 'w');
  try { ftruncateSync(fd, bytes); } finally { closeSync(fd); }
};
const lastStepOf = (steps: Rec[], task: string) => steps.map((s, i) => [s, i] as const).filter(([s]) => s.task_id === task).at(-1)![1];

/** A value of another JSON type than `v`, which no field of the run format accepts in its place. */
function wrongType(v: unknown, rng: Rng): unknown {
  if (typeof v === 'string') return rng.pick([12345, true, { s: v }, [v]]);
  if (typeof v === 'number') return rng.pick([String(v), false, [v]]);
  if (typeof v === 'boolean') return rng.pick([v ? 'true' : 'false', 1, [v]]);
  if (v === null) return rng.pick([[1, 2], 3.5, true]);
  if (Array.isArray(v)) return rng.pick(['list', 7]);
  return rng.pick(['object', 8, [v]]);
}

const HOSTILE_STRINGS = [...Object.values(HOSTILE), HOSTILE_TEXT, '</textarea><svg onload=alert(1)>', "'; DROP TABLE runs; --", '\u202e<b>rtl</b>', '${process.exit(1)}', '<!--', ']]></x>'];

const MUTATIONS: Mutation[] = [
  { name: 'identity', valid: true, apply: () => {} },
  {
    name: 'markup-in-every-text-field', valid: true, apply: (c) => {
      const s = () => c.rng.pick(HOSTILE_STRINGS);
      const model = s();
      editMeta(c, (m) => { m.model = model; m.organisation = s(); m.notes = s(); m.contact = s(); });
      editManifest(c, (m) => {
        const agent = m.agent as Rec;
        agent.name = s(); agent.model = model; agent.config = { note: s(), [s()]: s() };
        (m.browser as Rec).version = s();
      });
      // A step's obs_digest is free text only where its episode kept no observations to check it against.
      const unchecked = new Set<unknown>();
      editRecords(c, RUN_FILES.episodes, (eps) => { for (const e of eps) { e.error = s(); if (!e.observations) unchecked.add(e.attempt); } });
      editRecords(c, RUN_FILES.steps, (steps) => {
        for (const st of steps) { st.output = s(); st.error = s(); st.url = s(); if (unchecked.has(st.attempt)) st.obs_digest = s(); }
      });
      renameToMetadata(c);
    },
  },
  {
    name: 'truncated-line', valid: false, apply: (c) => {
      const f = file(c, c.rng.pick([RUN_FILES.episodes, RUN_FILES.steps]));
      const text = readFileSync(f, 'utf8');
      let at = c.rng.int(1, text.length - 1);
      while (text[at - 1] === '\n') at--;
      writeFileSync(f, text.slice(0, Math.max(at, 1)));
    },
  },
  {
    name: 'wrong-type-in-record', valid: false, apply: (c) => {
      const f = c.rng.pick([RUN_FILES.episodes, RUN_FILES.steps]);
      editRecords(c, f, (recs) => {
        const r = c.rng.pick(recs);
        const k = c.rng.pick(Object.keys(r));
        r[k] = wrongType(r[k], c.rng);
      });
    },
  },
  {
    name: 'wrong-type-in-metadata', valid: false, apply: (c) => editMeta(c, (m) => {
      const k = c.rng.pick(Object.keys(m));
      m[k] = wrongType(m[k], c.rng);
    }),
  },
  { name: 'missing-metadata-field', valid: false, apply: (c) => editMeta(c, (m) => { delete m[c.rng.pick(Object.keys(m))]; }) },
  { name: 'extra-metadata-field', valid: false, apply: (c) => editMeta(c, (m) => { m[c.rng.pick(['score', 'verified', 'pass_rate', '__proto__x'])] = c.rng.pick([1, 'yes', true]); }) },
  {
    name: 'metadata-disagrees-with-manifest', valid: false, apply: (c) => editMeta(c, (m) => {
      const other = c.rng.pick(['max_steps', 'mode', 'harness_version', 'hash', 'suite', 'convention', 'model', 'flags'] as const);
      if (other === 'max_steps') m.max_steps = (m.max_steps as number) + c.rng.int(1, 50);
      if (other === 'mode') m.mode = c.rng.pick(MODES.filter((x) => x !== m.mode));
      if (other === 'harness_version') m.harness_version = '9.9.9';
      if (other === 'hash') (m.task_set as Rec).hash = hash('sha256', String(c.rng.next()), 'hex');
      if (other === 'suite') (m.task_set as Rec).name = 'fresh-12345';
      if (other === 'convention') m.coordinate_convention = 'norm1000';
      if (other === 'model') m.model = `${m.model as string}-other`;
      if (other === 'flags') (m.mode_flags as Rec).max_actions_per_turn = 3;
    }),
  },
  { name: 'misnamed-directory', valid: false, apply: (c) => { const next = path.join(path.dirname(c.dir), `2020-01-01_${path.basename(c.dir).slice(11)}`); renameSync(c.dir, next); c.dir = next; } },
  {
    name: 'forged-success', valid: false, apply: (c) => {
      const withDone = c.rng.next() < 0.5;
      editRecords(c, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === c.failed) e.status = 'success'; });
      if (withDone) editRecords(c, RUN_FILES.steps, (steps) => { steps[lastStepOf(steps, c.failed)].done = true; });
    },
  },
  { name: 'hidden-success', valid: false, apply: (c) => editRecords(c, RUN_FILES.episodes, (eps) => { const t = c.rng.pick(c.solved); for (const e of eps) if (e.task_id === t) e.status = c.rng.pick(['max_steps', 'timeout', 'infeasible']); }) },
  {
    name: 'tampered-final-state', valid: false, apply: (c) => {
      const t = c.rng.pick(c.solved);
      const wrong = c.tasks.get(t)!.negative_states[0].state;
      const where = c.rng.pick(['both', 'episode', 'step']);
      if (where !== 'step') editRecords(c, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === t) e.final_state = wrong; });
      if (where !== 'episode') editRecords(c, RUN_FILES.steps, (steps) => { steps[lastStepOf(steps, t)].state = wrong; });
    },
  },
  {
    name: 'screenshot-path-traversal', valid: false, apply: (c) => editRecords(c, RUN_FILES.steps, (steps) => {
      const s = c.rng.pick(steps);
      s[c.rng.pick(['screenshot', 'screenshot_marked'])] = c.rng.pick(['../../etc/passwd', '/etc/passwd', 'screenshots/../../x.png', 'screenshots\\..\\x.png', 'screenshots/a/../../../b.png', 'screenshots/%2e%2e/x.png', 'C:\\Windows\\x.png', 'screenshots//x.png']);
    }),
  },
  {
    name: 'symbolic-link', valid: false, apply: (c) => {
      const kind = c.rng.pick(['record', 'screenshot', 'directory', 'dangling']);
      if (kind === 'record') {
        const f = c.rng.pick(Object.values(RUN_FILES));
        const copy = path.join(path.dirname(c.dir), `outside-${f}`);
        renameSync(file(c, f), copy);
        symlinkSync(copy, file(c, f));
      } else if (kind === 'screenshot') {
        mkdirSync(file(c, 'screenshots/t'), { recursive: true });
        symlinkSync('/etc/passwd', file(c, 'screenshots/t/a-1.png'));
      } else if (kind === 'directory') {
        symlinkSync('/', file(c, 'screenshots'));
      } else {
        symlinkSync('/nonexistent/target', file(c, 'steps-extra.jsonl'));
      }
    },
  },
  {
    name: 'fifo', valid: false, apply: (c) => {
      const target = c.rng.pick([RUN_FILES.episodes, 'screenshots/t/a-1.png']);
      mkdirSync(path.dirname(file(c, target)), { recursive: true });
      if (existsSync(file(c, target))) unlinkSync(file(c, target));
      execFileSync('mkfifo', [file(c, target)]);
    },
  },
  {
    name: 'huge-sparse-file', valid: false, apply: (c) => {
      const kind = c.rng.pick(['record', 'screenshot', 'total', 'metadata']);
      if (kind === 'record') sparse(file(c, c.rng.pick([RUN_FILES.steps, RUN_FILES.episodes])), 101 * 2 ** 20 + c.rng.int(0, 2 ** 30));
      if (kind === 'screenshot') sparse(file(c, 'screenshots/t/a-1.png'), 2 ** 31);
      if (kind === 'metadata') sparse(file(c, METADATA_FILE), 65 * 1024 + c.rng.int(0, 2 ** 20));
      // Each file under the per-file cap, together over the per-archive cap.
      if (kind === 'total') for (let i = 0; i < 11; i++) sparse(file(c, `screenshots/t/a-${i}.png`), 99 * 2 ** 20);
    },
  },
  {
    name: 'duplicate-episode', valid: false, apply: (c) => editRecords(c, RUN_FILES.episodes, (eps) => {
      const e = c.rng.pick(eps);
      const kind = c.rng.pick(['same-line', 'self-retry', 'retry-of-success']);
      if (kind === 'same-line') return [...eps, { ...e }];
      if (kind === 'self-retry') return [...eps, { ...e, retry_of: e.attempt }];
      return [...eps, { ...e, attempt: `${e.attempt as string}-again`, retry_of: e.attempt }];
    }),
  },
  { name: 'duplicate-task-id-in-manifest', valid: false, apply: (c) => editManifest(c, (m) => { const ts = m.task_set as Rec; (ts.task_ids as string[]).push(c.rng.pick(ts.task_ids as string[])); }) },
  {
    name: 'episode-outside-task-set', valid: false, apply: (c) => {
      const stranger = c.rng.pick(c.others);
      editRecords(c, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === c.failed) e.task_id = stranger; });
      editRecords(c, RUN_FILES.steps, (steps) => { for (const s of steps) if (s.task_id === c.failed) s.task_id = stranger; });
    },
  },
  { name: 'dropped-step', valid: false, apply: (c) => editRecords(c, RUN_FILES.steps, (steps) => { steps.splice(c.rng.int(0, steps.length - 1), 1); }) },
  {
    name: 'flipped-byte', valid: false, apply: (c) => {
      const f = file(c, c.rng.pick([RUN_FILES.episodes, RUN_FILES.steps]));
      const b = readFileSync(f);
      let i = c.rng.int(0, b.length - 1);
      while (b[i] === 0x0a) i = (i + 1) % b.length;
      b[i] = b[i] === 0x41 ? 0x42 : 0x41;
      writeFileSync(f, b);
    },
  },
  {
    // Inside the compressed data, past gzip's header (whose time stamp and OS byte do not matter).
    name: 'flipped-observation-byte', valid: false, apply: (c) => {
      const f = file(c, OBSERVATIONS_FILE);
      const b = readFileSync(f);
      b[c.rng.int(10, b.length - 9)] ^= 0xff;
      writeFileSync(f, b);
    },
  },
  {
    name: 'broken-manifest', valid: false, apply: (c) => {
      const kind = c.rng.pick(['truncated', 'wrong-type', 'version']);
      if (kind === 'truncated') { const t = readFileSync(file(c, RUN_FILES.manifest), 'utf8'); writeFileSync(file(c, RUN_FILES.manifest), t.slice(0, c.rng.int(0, t.length - 3))); }
      if (kind === 'wrong-type') editManifest(c, (m) => { const k = c.rng.pick(Object.keys(m)); m[k] = wrongType(m[k], c.rng); });
      if (kind === 'version') editManifest(c, (m) => { m.format_version = RUN_FORMAT_VERSION + 1; });
    },
  },
  {
    name: 'unexpected-entry', valid: false, apply: (c) => {
      const kind = c.rng.pick(['top-file', 'hidden', 'deep', 'unicode', 'top-dir', 'not-png']);
      if (kind === 'top-file') writeFileSync(file(c, 'results.json'), '{"pass_rate":1}');
      if (kind === 'hidden') writeFileSync(file(c, '.DS_Store'), 'x');
      if (kind === 'deep') { mkdirSync(file(c, 'screenshots/a/b'), { recursive: true }); writeFileSync(file(c, 'screenshots/a/b/c.png'), 'x'); }
      if (kind === 'unicode') { mkdirSync(file(c, 'screenshots'), { recursive: true }); writeFileSync(file(c, 'screenshots/é<x>.png'), 'x'); }
      if (kind === 'top-dir') mkdirSync(file(c, 'extra'));
      if (kind === 'not-png') { mkdirSync(file(c, 'screenshots/t'), { recursive: true }); writeFileSync(file(c, 'screenshots/t/run.sh'), '#!/bin/sh'); }
    },
  },
  { name: 'missing-file', valid: false, apply: (c) => unlinkSync(file(c, c.rng.pick([METADATA_FILE, ...Object.values(RUN_FILES)]))) },
  {
    name: 'over-step-budget', valid: false, apply: (c) => {
      editMeta(c, (m) => { m.max_steps = 1; });
      editManifest(c, (m) => { (m.budget as Rec).max_steps = 1; });
    },
  },
  {
    name: 'deeply-nested-state', valid: false, apply: (c) => {
      // Hand-sealed: JSON.stringify itself cannot write what a hostile archive can.
      const depth = c.rng.int(5_000, 200_000);
      const f = file(c, RUN_FILES.episodes);
      const lines = readFileSync(f, 'utf8').split('\n').filter(Boolean);
      const i = c.rng.int(0, lines.length - 1);
      const r = JSON.parse(lines[i]) as Rec;
      delete r.crc;
      const json = JSON.stringify({ ...r, final_state: '@@' }).replace('"@@"', `{"instances":{"a":{"fields":{"v":${'['.repeat(depth)}${']'.repeat(depth)}},"commit":null}}}`);
      const body = json.slice(0, -1);
      lines[i] = `${body},"crc":"${hash('sha256', body, 'hex').slice(0, 16)}"}`;
      writeFileSync(f, `${lines.join('\n')}\n`);
    },
  },
  {
    name: 'yaml-tricks', valid: false, apply: (c) => {
      const text = readFileSync(file(c, METADATA_FILE), 'utf8');
      const kind = c.rng.pick(['alias-bomb', 'tag', 'two-documents', 'not-a-map', 'tabs']);
      if (kind === 'alias-bomb') writeFileSync(file(c, METADATA_FILE), `${text}a: &a ["x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c]\n`);
      if (kind === 'tag') writeFileSync(file(c, METADATA_FILE), text.replace(/^notes:.*$/m, 'notes: !!js/function "function(){ return 1 }"'));
      if (kind === 'two-documents') writeFileSync(file(c, METADATA_FILE), `${text}---\n${text}`);
      if (kind === 'not-a-map') writeFileSync(file(c, METADATA_FILE), '- just\n- a list\n');
      if (kind === 'tabs') writeFileSync(file(c, METADATA_FILE), text.replace(/^model:/m, '\tmodel:'));
    },
  },
];

export interface FuzzResult {
  seed: number;
  count: number;
  expectedValid: number;
  expectedInvalid: number;
  /** The validator threw (in the CLI: exit 2). */
  crashes: number;
  invalidAccepted: number;
  validRejected: number;
  byMutation: Record<string, number>;
  /** The first few failures, for a person to reproduce. */
  failures: string[];
}

export function fuzzSubmissions(o: { seed: number; count: number; resamples?: number; log?: (s: string) => void }): FuzzResult {
  const rng = new Rng(o.seed);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cb-fuzz-submissions-'));
  const res: FuzzResult = { seed: o.seed, count: o.count, expectedValid: 0, expectedInvalid: 0, crashes: 0, invalidAccepted: 0, validRejected: 0, byMutation: {}, failures: [] };
  try {
    const run = writeSubmissionRun(path.join(tmp, 'run'), 'fuzz-base');
    const base = packSubmission(run.dir, { ...FIXTURE_FLAGS, out: path.join(tmp, 'base') }).dir;
    const baseReport = validateSubmission(base);
    if (!baseReport.valid) throw new Error(`the fuzzer's base submission is invalid: ${baseReport.problems.map((p) => p.message).join('; ')}`);
    const all = loadTasks();
    const inRun = new Set(run.tasks.map((t) => t.id));
    const tasks = new Map(all.map((t) => [t.id, t]));
    const others = all.filter((t) => !inRun.has(t.id)).map((t) => t.id);
    const valid = MUTATIONS.filter((m) => m.valid);
    const invalid = MUTATIONS.filter((m) => !m.valid);
    for (let i = 0; i < o.count; i++) {
      const crng = rng.fork(`case-${i}`);
      const chosen: Mutation[] = [];
      if (crng.next() < 0.3) chosen.push(valid[1]);
      if (crng.next() < 0.85) chosen.push(crng.pick(invalid));
      if (!chosen.length) chosen.push(crng.pick(valid));
      const expectValid = chosen.every((m) => m.valid);
      const label = `case ${i} [${chosen.map((m) => m.name).join(' + ')}]`;
      for (const m of chosen) res.byMutation[m.name] = (res.byMutation[m.name] ?? 0) + 1;
      if (expectValid) res.expectedValid++; else res.expectedInvalid++;
      const caseRoot = path.join(tmp, 'cases', String(i));
      const ctx: Ctx = { dir: path.join(caseRoot, path.basename(base)), rng: crng, solved: run.solved, failed: run.failed, tasks, others };
      let report: ValidationReport | null = null;
      try {
        cpSync(base, ctx.dir, { recursive: true });
        for (const m of chosen) m.apply(ctx);
        report = validateSubmission(ctx.dir, { resamples: o.resamples ?? 200 });
      } catch (e) {
        res.crashes++;
        if (res.failures.length < 20) res.failures.push(`${label}: crashed: ${(e as Error).stack ?? String(e)}`);
      }
      if (report) {
        if (report.valid && !expectValid) {
          res.invalidAccepted++;
          if (res.failures.length < 20) res.failures.push(`${label}: accepted but must be invalid`);
        }
        if (!report.valid && expectValid) {
          res.validRejected++;
          if (res.failures.length < 20) res.failures.push(`${label}: refused but must be valid: ${report.problems.map((p) => p.message).join('; ')}`);
        }
      }
      rmSync(caseRoot, { recursive: true, force: true });
      if (o.log && (i + 1) % 1000 === 0) o.log(`${i + 1}/${o.count} cases`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return res;
}

function main(): void {
  const arg = (name: string, def: number) => {
    const i = process.argv.indexOf(`--${name}`);
    const v = i > 0 ? Number(process.argv[i + 1]) : def;
    if (!Number.isInteger(v) || v < 0) { console.error(`--${name} must be a whole number`); process.exit(2); }
    return v;
  };
  const t0 = performance.now();
  const r = fuzzSubmissions({ seed: arg('seed', 1), count: arg('count', 10_000), log: (s) => console.error(s) });
  console.log(`submission fuzzer: seed ${r.seed}, ${r.count} archives (${r.expectedInvalid} must be refused, ${r.expectedValid} must be accepted) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(Object.entries(r.byMutation).sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${k}: ${n}`).join('\n'));
  console.log(`crashes: ${r.crashes}\ninvalid accepted: ${r.invalidAccepted}\nvalid refused: ${r.validRejected}`);
  for (const f of r.failures) console.log(`  ${f}`);
  process.exit(r.crashes || r.invalidAccepted || r.validRejected ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
