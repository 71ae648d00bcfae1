/**
 * Screenshots for the trace viewer, made after the fact for runs recorded without them. Replay
 * (submissions/replay.ts) executes an episode's recorded actions again and checks the committed
 * state after every one, so it shows again, exactly, every page the agent saw: each turn's page is
 * captured as the mode showed it (with marks in som), with the elements the turn's actions name
 * outlined, and the page the episode ended on, at half size as WebP, which keeps a full run's
 * failed episodes within a few megabytes.
 *
 * They live beside the run, not in it (the run directory stays as recorded):
 * `<out>/<run id>/<task id>/<attempt>/<turn>.webp`, the ending page as `end.webp`. Only the final
 * episode of a task is kept; an episode is complete when its `end.webp` exists, since its files
 * are written into a scratch folder that is renamed into place last.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Episode } from './records';
import { readRun } from './runDir';
import type { ReplayVerdict } from '../submissions/replay';
import type { Box } from '../harness/taskEnv';

/** Half the harness viewport (1280×720): readable labels, about 3 kB a page. */
export const SHOT_WIDTH = 640;
const SHOT_QUALITY = 60;
export const END_SHOT = 'end' as const;
const SCRATCH = '.incomplete';
const OUTLINE = '#d9480f';

/** An SVG the size of the page outlining each box, a little outside it so the element stays visible. */
function outlineSvg(width: number, height: number, boxes: readonly Box[]): string {
  const rects = boxes.map((b) => `<rect x="${b.x - 3}" y="${b.y - 3}" width="${b.w + 6}" height="${b.h + 6}" rx="3" fill="none" stroke="${OUTLINE}" stroke-width="4"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects.join('')}</svg>`;
}

export const episodeShotsDir = (out: string, runId: string, taskId: string, attempt: string) => path.join(out, runId, taskId, attempt);

/** Which episodes get screenshots: failed ones by default (what a reader of failures opens). */
export type ShotSelection = 'failed' | 'all';
const wanted = (e: Episode, which: ShotSelection) => which === 'all' || e.status !== 'success';

/**
 * Written beside the pages of an episode whose replay diverged: the pages up to the diverging turn
 * are what the agent saw; later ones cannot be shown again (the page the agent met there depended
 * on timing the replay does not reproduce).
 */
const DIVERGED = 'diverged.json';

/** Where and why an episode's replay diverged, when it did. */
export function readDivergence(out: string, runId: string, taskId: string, attempt: string): { step: number; why: string } | null {
  const file = path.join(episodeShotsDir(out, runId, taskId, attempt), DIVERGED);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { step: number; why: string }) : null;
}

const captured = (dir: string) => existsSync(path.join(dir, `${END_SHOT}.webp`)) || existsSync(path.join(dir, DIVERGED));

/**
 * The screenshots of an episode, by turn (the ending page under END_SHOT), once it is captured:
 * every page, or those up to the turn where its replay diverged (readDivergence); null otherwise.
 */
export function readEpisodeShots(out: string, runId: string, taskId: string, attempt: string): Map<number | typeof END_SHOT, string> | null {
  const dir = episodeShotsDir(out, runId, taskId, attempt);
  if (!captured(dir)) return null;
  const shots = new Map<number | typeof END_SHOT, string>();
  for (const name of readdirSync(dir)) {
    const m = /^(\d+|end)\.webp$/.exec(name);
    if (m) shots.set(m[1] === END_SHOT ? END_SHOT : Number(m[1]), path.join(dir, name));
  }
  return shots;
}

export interface TraceShotsReport {
  run: string;
  /** Episodes whose screenshots were already there. */
  kept: number;
  /** Episodes replayed and captured now. */
  made: number;
  /** Folders removed: tasks no longer in the run, episodes replaced or no longer selected. */
  pruned: number;
  /** Episodes that did not replay: a diverged one keeps its pages up to the diverging turn, one not replayable none. */
  unreplayed: ReplayVerdict[];
  /** Screenshots and bytes on disk for the run afterwards. */
  files: number;
  bytes: number;
}

export interface TraceShotsOptions {
  /** The browser and the served task site to replay on, asked for only when there is something to replay. */
  replayOn(): Promise<{ browser: Browser; siteUrl: string }>;
  out: string;
  which?: ShotSelection;
  workers?: number;
  /** Only tasks this accepts (others' screenshots are left alone). */
  only?(taskId: string): boolean;
}

/**
 * Brings a run's screenshots up to date: removes those of episodes that are not the run's final
 * selected ones, and replays the selected episodes that have none.
 */
export async function topUpTraceShots(runDir: string, o: TraceShotsOptions): Promise<TraceShotsReport> {
  const which = o.which ?? 'failed';
  const run = readRun(runDir);
  const runId = run.manifest.run_id;
  const runOut = path.join(o.out, runId);
  const selected = new Map(run.episodes.filter((e) => wanted(e, which) && (!o.only || o.only(e.task_id))).map((e) => [e.task_id, e]));

  let pruned = 0;
  if (existsSync(runOut)) {
    for (const task of readdirSync(runOut)) {
      if (o.only && !o.only(task)) continue;
      const keep = selected.get(task)?.attempt;
      for (const attempt of readdirSync(path.join(runOut, task))) {
        const complete = attempt === keep && captured(path.join(runOut, task, attempt));
        if (!complete) {
          rmSync(path.join(runOut, task, attempt), { recursive: true, force: true });
          pruned++;
        }
      }
      if (!readdirSync(path.join(runOut, task)).length) rmSync(path.join(runOut, task), { recursive: true });
    }
  }

  const todo = new Set([...selected.values()].filter((e) => !readEpisodeShots(o.out, runId, e.task_id, e.attempt)).map((e) => e.task_id));
  const unreplayed: ReplayVerdict[] = [];
  if (todo.size) {
    // Loaded here so that the site build, which only reads screenshots, does not load a browser's code.
    const [{ default: sharp }, { replayRun }, { browser, siteUrl }] = await Promise.all([import('sharp'), import('../submissions/replay'), o.replayOn()]);
    const { elementIdsOf } = await import('../harness/actionGrammar');
    /** The page at half size, the boxes outlined (drawn at full size, so the outline stays 2 px after halving). */
    const halfSizeWebp = async (png: Buffer, boxes: Box[]) => {
      const { width = 0, height = 0 } = await sharp(png).metadata();
      const marked = boxes.length
        ? await sharp(png).composite([{ input: Buffer.from(outlineSvg(width, height, boxes)), top: 0, left: 0 }]).png().toBuffer()
        : png;
      return sharp(marked).resize({ width: SHOT_WIDTH }).webp({ quality: SHOT_QUALITY, effort: 6 }).toBuffer();
    };
    const actionsOf = new Map<string, string[]>();
    for (const s of run.steps) if (todo.has(s.task_id)) actionsOf.set(`${s.attempt}\0${s.step}`, [...(actionsOf.get(`${s.attempt}\0${s.step}`) ?? []), s.action]);
    const pending = new Map<string, Map<string, Buffer>>();
    await replayRun(runDir, {
      browser, siteUrl, workers: o.workers,
      only: (id) => todo.has(id),
      async onObservation(e, step, obs, env) {
        const shots = pending.get(e.attempt) ?? new Map<string, Buffer>();
        pending.set(e.attempt, shots);
        const ids = step === END_SHOT ? [] : (actionsOf.get(`${e.attempt}\0${step}`) ?? []).flatMap((a) => elementIdsOf(a));
        const boxes: Box[] = [];
        for (const id of new Set(ids)) {
          const node = obs.elements.get(id);
          const box = node === undefined ? null : await env.box(node);
          if (box && box.w > 0 && box.h > 0) boxes.push(box);
        }
        shots.set(String(step), await halfSizeWebp(await obs.screenshot(), boxes));
      },
      onEpisode(v) {
        const shots = pending.get(v.attempt);
        pending.delete(v.attempt);
        if (v.kind !== 'replayed') unreplayed.push(v);
        // A turn whose targets the replayed page shows otherwise ends the replay like a divergence
        // just before it (the recorded page there depended on timing the replay does not reproduce).
        if (v.kind === 'not_replayable' && v.turn === undefined) return;
        const until = v.kind === 'diverged' ? v.at.step : v.kind === 'not_replayable' ? v.turn! - 1 : Infinity;
        const dir = episodeShotsDir(o.out, runId, v.task_id, v.attempt);
        const scratch = `${dir}${SCRATCH}`;
        rmSync(scratch, { recursive: true, force: true });
        mkdirSync(scratch, { recursive: true });
        // A diverged episode keeps the pages up to the diverging turn, which the agent did see.
        for (const [name, webp] of shots ?? []) {
          if (v.kind !== 'replayed' && (name === END_SHOT || Number(name) > until)) continue;
          writeFileSync(path.join(scratch, `${name}.webp`), webp);
        }
        if (v.kind !== 'replayed') writeFileSync(path.join(scratch, DIVERGED), `${JSON.stringify({ step: until, why: v.why })}\n`);
        rmSync(dir, { recursive: true, force: true });
        renameSync(scratch, dir);
      },
    });
  }

  let files = 0;
  let bytes = 0;
  if (existsSync(runOut)) {
    for (const task of readdirSync(runOut)) {
      for (const attempt of readdirSync(path.join(runOut, task))) {
        for (const f of readdirSync(path.join(runOut, task, attempt)).filter((n) => n.endsWith('.webp'))) {
          files++;
          bytes += statSync(path.join(runOut, task, attempt, f)).size;
        }
      }
    }
  }
  return { run: runId, kept: selected.size - todo.size, made: todo.size - unreplayed.length, pruned, unreplayed, files, bytes };
}
