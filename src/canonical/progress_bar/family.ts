/**
 * Progress bar: a batch job's progress shown by the library's progress bar (antd Progress, MUI
 * LinearProgress, Mantine Progress; role progressbar, valuenow 0–100, named by aria-label) with
 * the job's own buttons beside it, as an import or a sync runs in an admin screen. The bar is
 * display only: the job moves one batch per "Run next batch" press, batches of uneven size on the
 * harder buckets, so stopping at a level means watching the bar, not counting presses. Nothing
 * moves on its own (no clock). Tasks pause the job inside a band, run it to completion, or reset
 * it. State: `progress` in percent and the job's `status`.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { defineFamily, type CoreTask } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { actionName, levels, type JobAction } from './job';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** Percent each batch adds, in the order they run; they sum to 100. */
  batches: z.array(z.number().int().positive()).min(2).refine((b) => b.reduce((s, x) => s + x, 0) === 100, 'batches must sum to 100'),
  /** Batches already run at load. */
  completedBatches: z.number().int().min(0),
  /** Whether the job was canceled before the page loaded. */
  canceled: z.boolean(),
  /** Whether the percentage is printed beside the bar. */
  showValue: z.boolean(),
});
export type Params = z.infer<typeof params>;

const LABELS = ['Photo sync', 'Database backup', 'Log export', 'Video upload', 'Search index rebuild', 'Invoice import'];

/** Batch sizes (percent) per bucket: even on easy, uneven and finer further up. */
const BATCH = { easy: null, mid: [6, 14], hard: [3, 8] } as const;
/** Batches a task may ask to run. */
const RUN_BUDGET = { easy: 3, mid: 4, hard: 6 } as const;
/** Half-width of the accepted band when the level is given in words. */
const TEXT_TOLERANCE = { easy: 0, mid: 3, hard: 2 } as const;
/** A picture is read to 5%. */
const VISUAL_TOLERANCE = 5;

function batchesFor(rng: Rng, bucket: keyof typeof BATCH): number[] {
  const range = BATCH[bucket];
  if (!range) {
    const size = rng.pick([20, 25]);
    return Array<number>(100 / size).fill(size);
  }
  const [lo, hi] = range;
  const out: number[] = [];
  let left = 100;
  while (left > hi) {
    const b = rng.int(lo, hi);
    out.push(b);
    left -= b;
  }
  // The remainder is the last batch, folded into the one before when it is too small to tell.
  if (left < lo) out[out.length - 1] += left;
  else out.push(left);
  return out;
}

export default defineFamily<Params>({
  type: 'progress_bar',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar', 'activate', 'clear_reset'],
  baseAxes: { precision_requirement: 2, feedback_dynamics: 3, semantic_observability: 2 },
  core(ctx): CoreTask<Params> {
    const { rng, bucket, template } = ctx;
    const label = rng.pick(LABELS);
    const what = label.toLowerCase();
    const batches = batchesFor(rng, bucket);
    const at = levels(batches);
    const n = batches.length;
    const button = (a: JobAction): Target => ctx.scope({ role: 'button', name: actionName(a) });
    const run = (times: number) => Array.from({ length: times }, () => ({ do: 'click' as const, target: button('run') }));
    const showValue = bucket !== 'hard';
    const even = bucket === 'easy' ? `${batches[0]}% batches` : `uneven batches of ${BATCH[bucket]![0]}–${BATCH[bucket]![1]}%`;

    if (template === 'activate') {
      const left = rng.int(1, Math.min(RUN_BUDGET[bucket], n - 1));
      const done = n - left;
      return {
        params: { label, batches, completedBatches: done, canceled: false, showValue },
        checks: [{ kind: 'equals', field: 'status', target: 'complete' }, { kind: 'equals', field: 'progress', target: 100 }],
        goal: { text: `run the ${what} to completion`, reference: `run the ${what} until its bar matches the reference gauge` },
        solution: run(left),
        wrong: [
          { why: 'one batch short', fields: { progress: at[n - 1], status: 'active' } },
          { why: 'canceled instead', fields: { status: 'canceled' } },
        ],
        axes: { precision_requirement: -1 },
        why: `${left} batch${left > 1 ? 'es' : ''} to run, the bar shows when it is done`,
      };
    }

    if (template === 'clear_reset') {
      const done = rng.int(1, n - 1);
      const canceled = rng.pick([false, true]);
      return {
        params: { label, batches, completedBatches: done, canceled, showValue },
        checks: [{ kind: 'equals', field: 'progress', target: 0 }, { kind: 'equals', field: 'status', target: 'queued' }],
        goal: { text: `reset the ${what} to the start`, reference: `reset the ${what} so its bar matches the reference gauge` },
        solution: [{ do: 'click', target: button('reset') }],
        wrong: [
          { why: canceled ? 'left canceled' : 'left paused', fields: { progress: at[done], status: canceled ? 'canceled' : 'paused' } },
          { why: 'canceled, not reset', fields: { status: 'canceled' } },
        ],
        axes: { precision_requirement: -1, feedback_dynamics: -1 },
        why: canceled ? 'a canceled job reset with one button' : 'a paused job reset with one button',
      };
    }

    // set_scalar: pause the job with its level inside a band.
    const tolerance = ctx.scene.guidance === 'text' ? TEXT_TOLERANCE[bucket] : VISUAL_TOLERANCE;
    const runs = rng.int(2, RUN_BUDGET[bucket]);
    const done = rng.int(0, n - 1 - runs);
    const reached = at[done + runs];
    // The band's centre moves off the reached level where that keeps every other level outside it.
    const inBand = (centre: number) => at.filter((v) => Math.abs(v - centre) <= tolerance);
    const centres = [-1, 1, 0].map((d) => reached + d).filter((c) => c > 0 && c < 100 && inBand(c).length === 1);
    const target = tolerance > 0 && centres.length ? rng.pick(centres) : reached;
    const below = at.filter((v) => v < target - tolerance).at(-1)!;
    const above = at.find((v) => v > target + tolerance);
    const band = tolerance ? `between ${target - tolerance}% and ${target + tolerance}%` : `at ${target}%`;
    return {
      params: { label, batches, completedBatches: done, canceled: false, showValue },
      checks: [{ kind: 'within_tolerance', field: 'progress', target, tolerance }, { kind: 'equals', field: 'status', target: 'paused' }],
      goal: {
        text: `run the ${what} and pause it ${band}`,
        reference: `run the ${what} and pause it where its bar matches the reference gauge`,
        mixed: `run the ${what} and pause it where its bar matches the reference gauge (past the ${Math.floor((target - tolerance) / 10) * 10}% mark)`,
      },
      solution: [...run(runs), { do: 'click', target: button('pause') }],
      wrong: [
        { why: 'paused one batch early', fields: { progress: below, status: 'paused' } },
        ...(above === undefined ? [] : [{ why: 'paused one batch late', fields: { progress: above, status: 'paused' } }]),
        { why: 'in the band but still running', fields: { progress: reached, status: 'active' } },
      ],
      axes: { precision_requirement: bucket === 'hard' ? 1 : 0, semantic_observability: showValue ? 0 : 1 },
      why: `${even}, paused ${tolerance ? `within ${tolerance}%` : 'exactly'}${showValue ? '' : ', the bar unlabelled'}`,
    };
  },
});
