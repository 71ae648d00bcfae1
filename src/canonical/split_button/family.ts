import { z } from 'zod';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The main action: the button's visible label. */
  main: z.string().min(1),
  /** The other actions, in the menu the arrow opens. */
  more: z.array(z.string().min(1)).min(1),
  /** Accessible name of the icon-only arrow button. */
  menuLabel: z.string().min(1),
  /** Text shown before the last action executed. */
  feedback: z.string().min(1),
});
export type Params = z.infer<typeof params>;

const SETS = [
  { main: 'Save', menuLabel: 'More save options', more: ['Save as draft', 'Save and close', 'Save a copy', 'Save as template', 'Save to shared drive'] },
  { main: 'Merge', menuLabel: 'More merge options', more: ['Squash and merge', 'Rebase and merge', 'Merge when checks pass', 'Merge without review', 'Merge into release branch'] },
  { main: 'Send', menuLabel: 'More send options', more: ['Schedule send', 'Send and archive', 'Send a test to me', 'Send without tracking', 'Send to all recipients'] },
  { main: 'Publish', menuLabel: 'More publish options', more: ['Publish to staging', 'Schedule publishing', 'Publish privately', 'Publish and notify followers', 'Publish as new version'] },
  { main: 'Download', menuLabel: 'More download options', more: ['Download as PDF', 'Download as Word file', 'Download original', 'Download all attachments', 'Download as ZIP'] },
] as const;

export default defineFamily<Params>({
  type: 'split_button',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'activate'],
  baseAxes: { depth_layering: 2, target_acquisition: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const count = ctx.bucket === 'easy' ? 2 : ctx.bucket === 'mid' ? rng.int(3, 4) : 5;
    const more = set.more.slice(0, count);
    const p = { main: set.main, more, menuLabel: set.menuLabel, feedback: 'Done:' };
    const arrow = ctx.scope({ role: 'button', name: set.menuLabel });

    if (ctx.template === 'activate') {
      const other = rng.pick(more);
      return {
        params: p,
        checks: [{ kind: 'equals', field: 'executed', target: set.main }],
        goal: namedGoal(`run the main "${set.main}" action`, 'run the action', set.main),
        solution: [{ do: 'click', target: ctx.scope({ role: 'button', name: set.main }) }],
        wrong: [{ why: `ran "${other}" from the menu`, fields: { executed: other } }],
        why: 'the main half of a split button, next to its arrow',
      };
    }
    const target = rng.pick(more);
    const wrong = rng.pick(more.filter((m) => m !== target));
    return {
      params: p,
      checks: [{ kind: 'equals', field: 'executed', target }],
      goal: namedGoal(`run "${target}" from the arrow menu of "${set.main}"`, `run the action of the "${set.main}" arrow menu`, target),
      solution: [{ do: 'click', target: arrow }, { do: 'click', target: { role: 'menuitem', name: target } }],
      wrong: [
        { why: `ran the main action "${set.main}"`, fields: { executed: set.main } },
        { why: `ran "${wrong}"`, fields: { executed: wrong } },
      ],
      axes: { density_choice_interference: count > 3 ? 1 : 0 },
      why: `a small icon-only arrow opens ${count} more actions`,
    };
  },
});
