import { z } from 'zod';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The button's visible label. */
  label: z.string().min(1),
  items: z.array(z.string().min(1)).min(2),
  /** Text shown before the chosen item once one is chosen. */
  feedback: z.string().min(1),
});
export type Params = z.infer<typeof params>;

const SETS = [
  { label: 'Export', feedback: 'Export format:', items: ['PDF document', 'CSV file', 'Excel workbook', 'PNG image', 'JSON data', 'Plain text', 'Markdown', 'ZIP archive'] },
  { label: 'Sort', feedback: 'Sorted by:', items: ['Newest first', 'Oldest first', 'Name, A to Z', 'Name, Z to A', 'Largest first', 'Smallest first', 'Recently opened', 'Most comments'] },
  { label: 'Move to', feedback: 'Moved to:', items: ['Inbox', 'Receipts', 'Travel', 'Newsletters', 'Family', 'Spam', 'Trash', 'Someday'] },
  { label: 'Assign', feedback: 'Assigned to:', items: ['Me', 'Priya Natarajan', 'Tomás Ortega', 'Keiko Sato', 'Lena Fischer', 'Omar Haddad', 'Whole team', 'Nobody'] },
  { label: 'Insert', feedback: 'Inserted:', items: ['Table', 'Image', 'Divider', 'Code block', 'Checklist', 'Callout', 'Embed', 'Date stamp'] },
] as const;

export default defineFamily<Params>({
  type: 'menu_button',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const count = ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 6 : 8;
    const items = set.items.slice(0, count);
    const target = rng.pick(items);
    const wrong = rng.pick(items.filter((i) => i !== target));
    return {
      params: { label: set.label, items, feedback: set.feedback },
      checks: [{ kind: 'equals', field: 'chosen', target }],
      goal: namedGoal(`choose "${target}" from the "${set.label}" menu`, `choose the item of the "${set.label}" menu`, target),
      solution: [
        { do: 'click', target: ctx.scope({ role: 'button', name: set.label }) },
        { do: 'click', target: { role: 'menuitem', name: target } },
      ],
      wrong: [{ why: `chose "${wrong}"`, fields: { chosen: wrong } }],
      axes: { density_choice_interference: count > 6 ? 1 : 0 },
      why: `${count} items in a menu that opens from a button`,
    };
  },
});
