/**
 * The submission validator on a packed fixture run: a valid archive passes with its pass rate, and
 * each kind of tampering makes it invalid with a problem naming the task or file at fault.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OBSERVATIONS_FILE, RUN_FILES, sealLine } from '../../pipeline/runs/runDir';
import { validateSubmission, type Check, type ValidationReport } from '../../pipeline/submissions/validate';
import { usePackedSubmission } from '../fixtures/packedSubmission';

type Rec = Record<string, unknown>;
const root = path.resolve(import.meta.dirname, '../..');
const fx = usePackedSubmission('cb-submissions-', 'base');
let n = 0;

/** A fresh copy of the valid submission to tamper with. */
function copy(): string {
  const dir = path.join(fx.scratch, `case-${n++}`, path.basename(fx.submission));
  cpSync(fx.submission, dir, { recursive: true });
  return dir;
}

/** Rewrite a JSONL file's records, re-sealing each line as a tamperer who knows the checksum would. */
function edit(dir: string, file: string, fn: (recs: Rec[]) => Rec[] | void): void {
  const recs = readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean).map((l) => { const r = JSON.parse(l) as Rec; delete r.crc; return r; });
  writeFileSync(path.join(dir, file), (fn(recs) ?? recs).map((r) => sealLine(r)).join(''));
}

const lastStepIndex = (steps: Rec[], task: string) => steps.reduce((at, s, i) => (s.task_id === task ? i : at), -1);
const problem = (r: ValidationReport, check: Check) => r.problems.find((p) => p.check === check);
const validate = (dir: string) => validateSubmission(dir, { resamples: 500 });

describe('cb submission validate', () => {
  it('accepts a packed run, re-scores it, and counts the suite\'s missing tasks as failures', () => {
    const r = validate(fx.submission);
    expect(r.problems).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.metadata?.organisation).toBe('Fixture Lab');
    expect(r.metadata?.model).toBe('fixture-model-1');
    expect(path.basename(fx.submission)).toBe('2026-02-03_fixture-lab_fixture-model-1_axtree');
    const s = r.summary!;
    expect(s.passed).toBe(2);
    expect(s.submitted).toBe(3);
    expect(s.missing.length).toBe(s.tasks - 3);
    expect(s.missing).not.toContain(fx.run.solved[0]);
    expect(s.pass_rate).toBeCloseTo(2 / s.tasks, 10);
    expect(s.ci.lo).toBeLessThanOrEqual(s.pass_rate);
    expect(s.ci.hi).toBeGreaterThan(s.pass_rate);
    expect(s.families.reduce((k, f) => k + f.tasks, 0)).toBe(s.tasks);
  });

  it('lists a task of the run without an episode as missing, and stays valid', () => {
    const dir = copy();
    edit(dir, RUN_FILES.episodes, (eps) => eps.filter((e) => e.task_id !== fx.run.failed));
    edit(dir, RUN_FILES.steps, (steps) => steps.filter((s) => s.task_id !== fx.run.failed));
    const r = validate(dir);
    expect(r.valid).toBe(true);
    expect(r.summary!.missing).toContain(fx.run.failed);
  });

  it('refuses a tampered final step state, naming the task', () => {
    const dir = copy();
    const t = fx.run.solved[1];
    const wrong = fx.run.tasks.find((x) => x.id === t)!.negative_states[0].state;
    edit(dir, RUN_FILES.steps, (steps) => { steps[lastStepIndex(steps, t)].state = wrong; });
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'final-state')?.task_ids).toEqual([t]);
    expect(problem(r, 'final-state')?.message).toContain(t);
  });

  it('refuses a tampered episode whose final state no longer satisfies the task, naming the task', () => {
    const dir = copy();
    const t = fx.run.solved[0];
    const wrong = fx.run.tasks.find((x) => x.id === t)!.negative_states[0].state;
    edit(dir, RUN_FILES.steps, (steps) => { steps[lastStepIndex(steps, t)].state = wrong; });
    edit(dir, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === t) e.final_state = wrong; });
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'rescore')?.task_ids).toEqual([t]);
    expect(problem(r, 'rescore')?.message).toMatch(/claimed successes whose final state does not satisfy/);
  });

  it('names the task of a line edited without its checksum', () => {
    const dir = copy();
    const file = path.join(dir, RUN_FILES.episodes);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"status":"infeasible"', '"status":"success"'));
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'run-format')?.message).toMatch(new RegExp(`episodes.jsonl:3: checksum mismatch.*task ${fx.run.failed}`));
  });

  it('refuses a forged success, naming the task', () => {
    const dir = copy();
    edit(dir, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === fx.run.failed) e.status = 'success'; });
    edit(dir, RUN_FILES.steps, (steps) => { steps[lastStepIndex(steps, fx.run.failed)].done = true; });
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'rescore')?.task_ids).toEqual([fx.run.failed]);
    expect(r.summary!.passed).toBe(2);
  });

  it('refuses a success reported as a failure', () => {
    const dir = copy();
    edit(dir, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === fx.run.solved[0]) e.status = 'max_steps'; });
    const r = validate(dir);
    expect(problem(r, 'rescore')?.message).toMatch(/failures whose final state satisfies/);
    expect(problem(r, 'rescore')?.task_ids).toEqual([fx.run.solved[0]]);
  });

  it('refuses screenshot paths that leave the submission', () => {
    for (const bad of ['../../etc/passwd', '/etc/passwd', 'screenshots/../../x.png']) {
      const dir = copy();
      edit(dir, RUN_FILES.steps, (steps) => { steps[0].screenshot = bad; });
      const r = validate(dir);
      expect(r.valid, bad).toBe(false);
      expect(problem(r, 'paths')?.task_ids).toEqual([steps0Task(dir)]);
    }
  });

  it('refuses symbolic links without following them', () => {
    const dir = copy();
    mkdirSync(path.join(dir, 'screenshots', fx.run.solved[0]), { recursive: true });
    symlinkSync('/etc/passwd', path.join(dir, 'screenshots', fx.run.solved[0], 'a-1.png'));
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'paths')?.message).toBe(`screenshots/${fx.run.solved[0]}/a-1.png: is a symbolic link; submissions may hold only regular files and directories`);
    expect(r.summary).toBeNull();
  });

  it('refuses a record file replaced by a link to a valid copy', () => {
    const dir = copy();
    const outside = path.join(path.dirname(dir), 'steps-copy.jsonl');
    cpSync(path.join(dir, RUN_FILES.steps), outside);
    rmSync(path.join(dir, RUN_FILES.steps));
    symlinkSync(outside, path.join(dir, RUN_FILES.steps));
    expect(problem(validate(dir), 'paths')?.file).toBe(RUN_FILES.steps);
  });

  it('refuses an oversized file by its size alone', () => {
    const dir = copy();
    const r = validateSubmission(dir, { limits: { maxFileBytes: 1000, maxTotalBytes: 10 ** 9, maxFiles: 100 } });
    expect(problem(r, 'size')?.message).toMatch(/^episodes\.jsonl: is \d+ bytes; the limit per file is 1000 bytes$/);
    const huge = copy();
    // Sparse: the validator must refuse it from its size, without reading (or the disk filling).
    execFileSync('truncate', ['-s', '3G', path.join(huge, RUN_FILES.steps)]);
    expect(problem(validate(huge), 'size')?.message).toBe('steps.jsonl: is 3072.0 MiB; the limit per file is 100.0 MiB');
  });

  it('refuses duplicate episodes, naming the task', () => {
    const dir = copy();
    edit(dir, RUN_FILES.episodes, (eps) => {
      const e = eps.find((x) => x.task_id === fx.run.solved[0])!;
      return [...eps, { ...e, attempt: `${e.attempt as string}-2`, retry_of: e.attempt }];
    });
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'duplicate-episode')?.task_ids).toEqual([fx.run.solved[0]]);
  });

  it('accepts a retry on the same task version only when both episodes digest their page and the page changed', () => {
    const t = fx.run.solved[0];
    /** The run with an earlier episode of `t` on the same version, which its final episode retries. */
    const retried = (before: string | null | undefined, after: string | null | undefined) => {
      const dir = copy();
      edit(dir, RUN_FILES.episodes, (eps) => eps.flatMap((e) => {
        if (e.task_id !== t) return [e];
        const earlier: Rec = { ...e, attempt: 'earlier-1', observations: null, page_digest: before };
        return [earlier, { ...e, retry_of: 'earlier-1', page_digest: after }];
      }));
      return validate(dir);
    };
    const changed = retried('0123456789abcdef', 'fedcba9876543210');
    expect(changed.problems).toEqual([]);
    expect(changed.valid).toBe(true);
    const same = retried('0123456789abcdef', '0123456789abcdef');
    expect(same.valid).toBe(false);
    expect(problem(same, 'duplicate-episode')?.task_ids).toEqual([t]);
    expect(problem(same, 'duplicate-episode')?.message).toMatch(/retry neither a harness error, an older version of the task, nor a changed page/);
    for (const [before, after] of [[undefined, '0123456789abcdef'], ['0123456789abcdef', null], [null, undefined]] as const) {
      expect(problem(retried(before, after), 'duplicate-episode')?.task_ids, `${before} → ${after}`).toEqual([t]);
    }
  });

  it('refuses observations that are not what the steps answered, or that do not decompress, naming the task', () => {
    const t = fx.run.failed;
    const forged = copy();
    // Another member for the failed task, in place of its own; the other episodes keep theirs.
    const member = gzipSync([1, 2].map((step) => sealLine({ task_id: t, attempt: 'failed-1', step, url: 'http://127.0.0.1/', text: `RootWebArea 'Task' ${step}` })).join(''));
    const offset = statSync(path.join(forged, OBSERVATIONS_FILE)).size;
    appendFileSync(path.join(forged, OBSERVATIONS_FILE), member);
    edit(forged, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === t) e.observations = { offset, bytes: member.length }; });
    const r = validate(forged);
    expect(r.valid).toBe(false);
    expect(problem(r, 'step-records')).toMatchObject({ file: OBSERVATIONS_FILE, task_ids: [t] });
    expect(problem(r, 'step-records')?.message).toMatch(/not the ones their steps answered/);

    const torn = copy();
    // The failed task's member (the last one) cut short.
    const file = path.join(torn, OBSERVATIONS_FILE);
    const own = (readFileSync(path.join(torn, RUN_FILES.episodes), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Rec)
      .find((e) => e.task_id === t)!.observations as { offset: number; bytes: number });
    writeFileSync(file, readFileSync(file).subarray(0, own.offset + 20));
    const rt = validate(torn);
    expect(rt.valid).toBe(false);
    expect(problem(rt, 'step-records')).toMatchObject({ file: OBSERVATIONS_FILE, task_ids: [t] });
  });

  it('refuses metadata that disagrees with the manifest, naming the field', () => {
    const dir = copy();
    const file = path.join(dir, 'metadata.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^max_steps: 20$/m, 'max_steps: 30'));
    const r = validate(dir);
    expect(problem(r, 'consistency')?.message).toBe('max_steps is 30 in metadata.yaml but 20 in manifest.json');
  });

  it('refuses a run on the official release\'s task site, which cannot be re-scored', () => {
    const dir = copy();
    const meta = path.join(dir, 'metadata.yaml');
    writeFileSync(meta, readFileSync(meta, 'utf8').replace(/^(\s+name: )full$/m, '$1official-full'));
    const manifest = path.join(dir, RUN_FILES.manifest);
    const m = JSON.parse(readFileSync(manifest, 'utf8'));
    m.task_set.name = 'official-full';
    writeFileSync(manifest, JSON.stringify(m));
    const r = validate(dir);
    expect(r.valid).toBe(false);
    expect(problem(r, 'task-set')?.message).toMatch(/official-full.*cannot be re-scored/);
  });

  it('accepts markup and script in text fields as data', () => {
    const dir = copy();
    const file = path.join(dir, 'metadata.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^notes: .*$/m, 'notes: "<script>alert(1)</script> {{7*7}}"'));
    edit(dir, RUN_FILES.steps, (steps) => { for (const s of steps) s.output = '<img src=x onerror=alert(1)>'; });
    expect(validate(dir).problems).toEqual([]);
  });
});

function steps0Task(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, RUN_FILES.steps), 'utf8').split('\n')[0]) as Rec).task_id as string;
}

describe('cb submission validate (command line)', () => {
  const cb = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/cb.mjs'), 'submission', 'validate', ...args], { cwd: root, encoding: 'utf8' });

  it('exits 0 for a valid submission and writes the JSON report', () => {
    const json = path.join(fx.scratch, 'report.json');
    const r = cb(fx.submission, '--json', json);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const [, passed, total] = /Pass rate [\d.]+% \((\d+)\/(\d+) tasks of suite full\), 95% bootstrap CI/.exec(r.stdout) ?? [];
    expect(r.stdout).toMatch(/VALID/);
    expect(Number(passed)).toBe(2);
    // The rate is over the whole suite: tasks without an episode count as failures.
    expect(r.stdout).toContain(`Pass rate ${((100 * 2) / Number(total)).toFixed(1)}% (2/${total} tasks`);
    expect(r.stdout).toMatch(/family\s+tasks\s+submitted\s+passed\s+pass rate/);
    const report = JSON.parse(readFileSync(json, 'utf8')) as ValidationReport;
    expect(report.valid).toBe(true);
  });

  it('exits 1 for an invalid submission, listing the problems', () => {
    const dir = copy();
    edit(dir, RUN_FILES.episodes, (eps) => { for (const e of eps) if (e.task_id === fx.run.failed) e.status = 'success'; });
    const r = cb(dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('INVALID');
    expect(r.stdout).toContain(`[rescore] claimed successes whose final state does not satisfy the task's predicate: ${fx.run.failed}`);
  });

  it('exits 2 when the validator itself fails (here: its report cannot be written)', () => {
    const r = cb(fx.submission, '--json', path.join(fx.scratch, 'no', 'such', 'dir', 'report.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cb: internal error: Error: ENOENT/);
  });
});
