import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { model } from './model';
import { controlTarget, shortestPaths } from './pages';

export const params = z.strictObject({
  /** Number of pages. */
  pages: z.number().int().min(2),
  initial: z.number().int().min(1),
});
export type Params = z.infer<typeof params>;

/** Page count and the range of fewest clicks to the target, per bucket. */
const BUCKETS = {
  easy: { pages: [5, 7], clicks: [1, 1] },
  mid: { pages: [10, 20], clicks: [1, 2] },
  hard: { pages: [25, 60], clicks: [3, 6] },
} as const;

export default defineFamily<Params>({
  type: 'pagination',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to'],
  baseAxes: { target_acquisition: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const b = BUCKETS[ctx.bucket];
    const pages = rng.int(b.pages[0], b.pages[1]);
    const initial = rng.int(1, pages);
    const paths = shortestPaths(ctx.library, pages, initial);
    const reachable = [...paths].filter(([p, steps]) => p !== initial && steps.length >= b.clicks[0] && steps.length <= b.clicks[1]);
    const [target, steps] = rng.pick(reachable);
    const wrong = target + (target < pages ? 1 : -1);
    const decade = Math.floor(target / 10) * 10;
    return {
      params: { pages, initial },
      checks: [{ kind: 'equals', field: 'page', target }],
      goal: {
        text: `go to page ${target}`,
        reference: 'go to the page number shown in the reference picture',
        mixed: `go to the page shown in the reference picture (a page from ${Math.max(1, decade)} to ${decade + 9})`,
      },
      solution: steps.map((name) => ({ do: 'click', target: controlTarget(ctx.library, name, ctx.scope) })),
      wrong: [{ why: `stopped on page ${wrong}`, fields: { page: wrong } }],
      axes: { target_acquisition: steps.length > 1 ? 1 : 0, feedback_dynamics: steps.length > 2 ? 1 : 0 },
      why: steps.length === 1 ? `page ${target} of ${pages} is one click away` : `${pages} pages: page ${target} takes ${steps.length} clicks as the visible pages shift`,
    };
  },
});
