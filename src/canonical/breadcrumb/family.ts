import { z } from 'zod';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import type { ReferenceStep } from '../../core/taskSpec';
import { model } from './model';

export const params = z.strictObject({
  /** Ancestors from the root down to the current location (the last entry). */
  trail: z.array(z.string().min(1)).min(3),
  /** MUI only: collapse the middle of trails longer than `max` behind an expand button. */
  collapse: z.strictObject({ max: z.number().int().min(2), before: z.number().int().min(1), after: z.number().int().min(1) }).optional(),
});
export type Params = z.infer<typeof params>;

const TRAILS: readonly (readonly string[])[] = [
  ['Home', 'Projects', 'Website redesign', 'Design assets', 'Logos', 'Final versions', 'Dark backgrounds', 'Exports'],
  ['Dashboard', 'Customers', 'Enterprise accounts', 'Northwind Traders', 'Contracts', '2025 renewal', 'Amendments', 'Signed copies'],
  ['Store', 'Catalog', 'Outdoor gear', 'Camping', 'Tents', 'Two-person tents', 'Ultralight', 'Trail Fox 2'],
  ['Workspace', 'Engineering', 'Platform team', 'Runbooks', 'Databases', 'Backups', 'Restore drills', 'March drill'],
  ['Library', 'Music', 'Artists', 'The Quiet Hours', 'Albums', 'Night Ferry', 'Tracks', 'Harbor Lights'],
];

/** MUI's collapse for long trails: the root, an expand button, then the last two entries. */
const MUI_COLLAPSE = { max: 4, before: 1, after: 2 };

export default defineFamily<Params>({
  type: 'breadcrumb',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to'],
  baseAxes: { target_acquisition: 2 },
  core(ctx) {
    const { rng } = ctx;
    const count = ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? rng.int(5, 6) : rng.int(7, 8);
    const trail = rng.pick(TRAILS).slice(0, count);
    const collapse = ctx.bucket === 'hard' && ctx.library === 'mui' ? MUI_COLLAPSE : undefined;
    // Any ancestor; on a collapsed trail, one hidden behind the expand button.
    const candidates = collapse ? trail.slice(collapse.before, count - collapse.after) : trail.slice(0, -1);
    const i = trail.indexOf(rng.pick(candidates));
    const target = trail.slice(0, i + 1);
    const near = i + 1 < count - 1 ? i + 1 : i - 1;
    const solution: ReferenceStep[] = [];
    if (collapse) solution.push({ do: 'click', target: ctx.scope({ role: 'button', name: 'Show path' }) });
    solution.push({ do: 'click', target: ctx.scope({ role: 'link', name: trail[i] }) });
    return {
      params: { trail, ...(collapse ? { collapse } : {}) },
      checks: [{ kind: 'path_equals', field: 'path', target }],
      goal: namedGoal(`go to "${trail[i]}" through the breadcrumb trail`, 'go to the breadcrumb location', trail[i]),
      solution,
      wrong: [{ why: `went to "${trail[near]}" instead`, fields: { path: trail.slice(0, near + 1) } }],
      axes: { target_acquisition: count > 5 ? 1 : 0, depth_layering: collapse ? 1 : 0, semantic_observability: collapse ? 1 : 0 },
      why: collapse ? `a ${count}-level trail whose middle is collapsed` : `a ${count}-level trail of small text links`,
    };
  },
});
