/**
 * Replay verification in Chromium: episodes of the bundled runs replay step for step in their own
 * modes; a forgery that passes re-scoring (failed episodes turned into successes with a satisfying
 * final state, every line resealed) is caught at the step its recorded state was changed; and a run
 * on an official suite, whose tasks keep no committed state, is refused by name. Replay also makes
 * the trace viewer's screenshots of runs recorded without them.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../pipeline/content/paths';
import { loadTasks } from '../../pipeline/content/tasks';
import { OBSERVATIONS_FILE, readRun, RUN_FILES, sealLine, unsealLine } from '../../pipeline/runs/runDir';
import { replayRun } from '../../pipeline/submissions/replay';
import { END_SHOT, episodeShotsDir, readDivergence, readEpisodeShots, topUpTraceShots } from '../../pipeline/runs/traceShots';
import sharp from 'sharp';
import { elementIdsOf } from '../../pipeline/harness/actionGrammar';
import { evaluatePredicate } from '../../src/core/predicate';
import { writeOfficialRun } from '../fixtures/officialRelease';
import { useSite } from './browser';
import { FIXTURE_FLAGS } from '../fixtures/submissionRun';
import { packSubmission } from '../../pipeline/submissions/pack';
import { fuzzForgeries, oracleStates } from '../../scripts/fuzz/forgeries';

const bundled = (name: string) => path.join(paths.bundledRuns(), name);
/**
 * Tasks recorded on the current pages in every bundled run, few enough to replay quickly: plain
 * editing tasks beside ones whose pages open overlays that mount with a transition (MUI menus,
 * column menus and picker popovers), where ids that depended on an episode's history once differed
 * between loads.
 */
const ALL_TASKS = loadTasks();
const SAMPLE_IDS = new Set([
  ...ALL_TASKS.filter((t) => t.canonical_type === 'rich_text_editor'
    && ['toggle_state', 'enter_text', 'enter_formatted', 'clear_reset'].includes(t.template) && t.scene.layout === 'isolated_card').slice(0, 8),
  ...['menu_button', 'data_table_filterable', 'date_picker_single'].flatMap((type) => ALL_TASKS.filter((t) => t.canonical_type === type && t.library === 'mui').slice(3, 5)),
  // A virtual list that re-renders its window frames after a wheel: replay waits for it (MOVING_PAGE_TOLERANCE_MS).
  ALL_TASKS.find((t) => t.id === 'virtual_list-antd-T09')!,
].map((t) => t.id));
const SAMPLE = { test: (id: string) => SAMPLE_IDS.has(id) };

/** Rewrites each sealed line of a run's file with `edit`, sealing it again (a forger's tool). */
function rewrite(dir: string, file: string, edit: (r: Record<string, unknown>) => void): void {
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean);
  writeFileSync(path.join(dir, file), lines.map((l) => {
    const r = unsealLine(l) as Record<string, unknown>;
    edit(r);
    return sealLine(r);
  }).join(''));
}

describe('replay verification', () => {
  const { site, browser } = useSite();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-replay-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const ids = (run: string) => new Set(readRun(bundled(run)).episodes.map((e) => e.task_id).filter((id) => SAMPLE.test(id)));

  it.each(['oracle-axtree', 'oracle-som', 'oracle-pixel', 'oracle-browser_use', 'rule-axtree'])('replays every sampled episode of %s step for step', async (name) => {
    const taskIds = ids(name);
    expect(taskIds.size).toBe(SAMPLE_IDS.size);
    expect(taskIds.size).toBe(15);
    const r = await replayRun(bundled(name), { browser: browser(), siteUrl: site().url, workers: 2, only: (id) => taskIds.has(id) });
    expect(r.episodes.filter((v) => v.kind !== 'replayed'), name).toEqual([]);
    expect(r.replayed).toBe(taskIds.size);
  });

  it('catches forged successes at the step whose recorded state the forger changed', async () => {
    // The rule run fails most of the sample; the oracle's final states satisfy those tasks.
    const dir = path.join(scratch, 'forged');
    mkdirSync(dir);
    for (const f of [...Object.values(RUN_FILES), OBSERVATIONS_FILE]) copyFileSync(path.join(bundled('rule-axtree'), f), path.join(dir, f));
    const rule = readRun(dir);
    const oracle = new Map(readRun(bundled('oracle-axtree')).episodes.map((e) => [e.task_id, e]));
    const failed = rule.episodes.filter((e) => SAMPLE.test(e.task_id) && e.status !== 'success' && e.actions > 0).slice(0, 3);
    expect(failed.length).toBe(3);
    const forged = new Map(failed.map((e) => [e.attempt, oracle.get(e.task_id)!.final_state]));
    const lastStep = new Map(failed.map((e) => [e.attempt, e.actions]));
    const seen = new Map<string, number>();
    rewrite(dir, RUN_FILES.episodes, (e) => {
      if (!forged.has(e.attempt as string)) return;
      e.status = 'success';
      e.final_state = forged.get(e.attempt as string);
    });
    rewrite(dir, RUN_FILES.steps, (s) => {
      const a = s.attempt as string;
      if (!forged.has(a)) return;
      const n = (seen.get(a) ?? 0) + 1;
      seen.set(a, n);
      if (n === lastStep.get(a)) {
        s.state = forged.get(a);
        s.done = true;
      }
    });
    // Re-scoring believes it: every line is sealed, and the claimed final states satisfy their tasks.
    const tasks = new Map(ALL_TASKS.map((t) => [t.id, t]));
    const resealed = readRun(dir);
    for (const e of failed) {
      const claimed = resealed.episodes.find((x) => x.attempt === e.attempt)!;
      expect(claimed.status).toBe('success');
      expect(evaluatePredicate(tasks.get(e.task_id)!.predicate, claimed.final_state!), e.task_id).toBe(true);
    }
    const r = await replayRun(dir, { browser: browser(), siteUrl: site().url, workers: 2, only: (id) => failed.some((e) => e.task_id === id) });
    expect(r.diverged, JSON.stringify(r.episodes)).toBe(3);
    for (const v of r.episodes) {
      expect(v.kind).toBe('diverged');
      if (v.kind !== 'diverged') continue;
      expect(v.at.step, v.task_id).toBe(failed.find((e) => e.attempt === v.attempt)!.steps);
      expect(v.why).toBe('the committed state differs');
      expect(v.recorded).toEqual(forged.get(v.attempt));
    }
  });

  it('catches the forgery fuzzer\'s consistent forgeries, which validation accepts, and replays the untouched episode beside them', async () => {
    const base = packSubmission(bundled('rule-axtree'), { ...FIXTURE_FLAGS, out: path.join(scratch, 'fuzz-base') }).dir;
    const r = await fuzzForgeries({ seed: 11, count: 3, perCase: 2, base, satisfying: oracleStates(), browser: browser(), siteUrl: site().url, eligible: (id) => SAMPLE_IDS.has(id) });
    expect(r.failures).toEqual([]);
    expect(r.forged).toBe(6);
    expect(r.verdicts.filter((v) => v.kind === 'replayed')).toHaveLength(3);
  });

  /**
   * Pixels of a screenshot in the outline's hue (orange, about 17°; WebP's halved colour resolution
   * blends a thin line with its neighbours, so the hue is compared, not the exact colour). The
   * sampled task pages show no orange; an error red (0°) or a warning amber (40°) would not count.
   */
  const outlinePixels = async (file: string) => {
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    let n = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      const lo = Math.min(r, g, b);
      if (r < 120 || r < g || r < b || (r - lo) / r < 0.5) continue;
      const hue = (60 * (g - b)) / (r - lo);
      if (hue >= 8 && hue <= 30) n++;
    }
    return n;
  };

  it('makes trace screenshots of the failed episodes: every page the agent saw and the last, half size (up to the diverging turn when a replay diverges); tops up and prunes', async () => {
    const dir = path.join(scratch, 'shots-run');
    mkdirSync(dir);
    for (const f of [...Object.values(RUN_FILES), OBSERVATIONS_FILE]) copyFileSync(path.join(bundled('rule-axtree'), f), path.join(dir, f));
    const rule = readRun(dir);
    const sample = rule.episodes.filter((e) => SAMPLE.test(e.task_id));
    const failed = sample.filter((e) => e.status !== 'success');
    expect(failed.length).toBeGreaterThanOrEqual(4);
    // One failed episode made unreplayable: its task "changed" since the run.
    const stale = failed.at(-1)!;
    rewrite(dir, RUN_FILES.episodes, (r) => { if (r.attempt === stale.attempt) r.task_version = '0000000000000000'; });
    // One made to diverge at its first action: the state recorded after it is not what the page gives.
    const diverging = failed[0];
    let marked = false;
    rewrite(dir, RUN_FILES.steps, (r) => {
      if (r.attempt !== diverging.attempt || marked) return;
      marked = true;
      r.state = { instances: { elsewhere: { fields: {}, commit: null } } };
    });
    const whole = failed.slice(1, -1);
    const out = path.join(scratch, 'shots');
    // A folder of an episode the run does not hold as a failure is removed.
    const passed = sample.find((e) => e.status === 'success');
    const planted = passed ? episodeShotsDir(out, 'rule-axtree', passed.task_id, passed.attempt) : path.join(out, 'rule-axtree', 'gone-task', 'x');
    mkdirSync(planted, { recursive: true });
    writeFileSync(path.join(planted, 'end.webp'), 'not an image');
    const o = { replayOn: async () => ({ browser: browser(), siteUrl: site().url }), out, workers: 2, only: (id: string) => SAMPLE.test(id) || id === 'gone-task' };

    const first = await topUpTraceShots(dir, o);
    expect(first.made).toBe(whole.length);
    expect(first.pruned).toBe(1);
    expect(first.unreplayed.map((v) => [v.task_id, v.kind]).sort()).toEqual([[diverging.task_id, 'diverged'], [stale.task_id, 'not_replayable']].sort());
    // The diverged episode keeps the page the agent saw before the diverging action, and says where it diverged.
    expect([...readEpisodeShots(out, 'rule-axtree', diverging.task_id, diverging.attempt)!.keys()]).toEqual([1]);
    expect(readDivergence(out, 'rule-axtree', diverging.task_id, diverging.attempt)?.step).toBe(1);
    expect(existsSync(episodeShotsDir(out, 'rule-axtree', stale.task_id, stale.attempt))).toBe(false);
    expect(existsSync(planted)).toBe(false);
    let outlinedTurns = 0;
    let targetedTurns = 0;
    for (const e of whole) {
      const shots = readEpisodeShots(out, 'rule-axtree', e.task_id, e.attempt)!;
      expect([...shots.keys()].sort(), e.task_id).toEqual([...Array.from({ length: e.steps }, (_, i) => i + 1), END_SHOT].sort());
      for (const file of shots.values()) expect(await sharp(file).metadata(), file).toMatchObject({ format: 'webp', width: 640, height: 360 });
      // Turns whose actions name an element show it outlined (one below the visible page is not:
      // the outline is drawn on what the screenshot shows); the ending page outlines nothing.
      expect(await outlinePixels(shots.get(END_SHOT)!), `${e.task_id} end`).toBeLessThan(20);
      const targeted = rule.steps.filter((x) => x.attempt === e.attempt && elementIdsOf(x.action).length);
      if (targeted.length) {
        const outlined = await Promise.all(targeted.map(async (x) => (await outlinePixels(shots.get(x.step)!)) > 100));
        expect(outlined.some(Boolean), `${e.task_id}: no turn shows its target outlined`).toBe(true);
        outlinedTurns += outlined.filter(Boolean).length;
        targetedTurns += targeted.length;
      }
    }
    expect(first.files).toBe(whole.reduce((n, e) => n + e.steps + 1, 1));
    expect(outlinedTurns / targetedTurns, `${outlinedTurns} of ${targetedTurns} targeted turns outlined`).toBeGreaterThan(0.5);

    const again = await topUpTraceShots(dir, o);
    expect({ made: again.made, kept: again.kept, pruned: again.pruned, files: again.files }).toEqual({ made: 0, kept: failed.length - 1, pruned: 0, files: first.files });
  });

  it('refuses a run on an official suite by name', async () => {
    const dir = writeOfficialRun(path.join(scratch, 'official'), ALL_TASKS.slice(0, 2));
    await expect(replayRun(dir, { browser: browser(), siteUrl: site().url })).rejects.toThrow(/official-full/);
  });
});
