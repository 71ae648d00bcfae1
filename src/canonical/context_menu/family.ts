/**
 * Context menu: a list of rows, each with a menu that opens at the pointer on a right-click
 * (antd's Dropdown with the contextMenu trigger, MUI's Menu placed at the pointer's position as
 * its documentation composes it, Mantine's Menu.ContextMenu), holding commands and submenus that
 * open on hover. Finding the row is easy; the task is to keep the menu, and its submenu, open up to
 * the command. Tasks run a command or a submenu's command on a given row; hard ones on a row with
 * look-alike neighbours. State: `subject`, the row, and `path`, the command's path.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { ReferenceStep } from '../../core/taskSpec';
import { inOptionOrder } from '../../generator/cores/labelSet';
import { lookAlikes } from '../../generator/cores/singleChoice';
import { defineFamily } from '../../generator/family';
import { model } from './model';

const item = z.strictObject({ label: z.string().min(1), children: z.array(z.string().min(1)).min(2).optional() });

export const params = z.strictObject({
  /** Heading of the list of rows. */
  label: z.string().min(1),
  rows: z.array(z.string().min(1)).min(2),
  items: z.array(item).min(2),
});
export type Params = z.infer<typeof params>;

const SETS: { label: string; rows: string[]; items: Params['items'] }[] = [
  {
    label: 'Files',
    rows: ['Board deck.pptx', 'Budget 2025.xlsx', 'Budget 2025 (final).xlsx', 'Contract draft.docx', 'Contract signed.pdf', 'Roadmap.md', 'Roadmap notes.md', 'Team photo.jpg'],
    items: [{ label: 'Open' }, { label: 'Rename' }, { label: 'Duplicate' }, { label: 'Move to', children: ['Archive', 'Shared drive', 'Projects', 'Trash'] }, { label: 'Share', children: ['Copy link', 'Send by email', 'Export as PDF'] }, { label: 'Delete' }],
  },
  {
    label: 'Inbox',
    rows: ['Invoice March', 'Invoice March (reminder)', 'Lunch on Friday?', 'Offsite agenda', 'Offsite agenda v2', 'Password reset', 'Welcome aboard', 'Weekly report'],
    items: [{ label: 'Reply' }, { label: 'Forward' }, { label: 'Mark as unread' }, { label: 'Move to', children: ['Receipts', 'Travel', 'Newsletters', 'Spam'] }, { label: 'Label as', children: ['Urgent', 'Follow up', 'Personal'] }, { label: 'Delete' }],
  },
  {
    label: 'Tasks',
    rows: ['Call the printer', 'Fix login bug', 'Fix login bug on mobile', 'Plan sprint review', 'Review pricing page', 'Review pricing page copy', 'Order new badges', 'Update status page'],
    items: [{ label: 'Edit' }, { label: 'Duplicate' }, { label: 'Set priority', children: ['High', 'Medium', 'Low'] }, { label: 'Assign to', children: ['Priya Natarajan', 'Tomás Ortega', 'Keiko Sato', 'Lena Fischer'] }, { label: 'Archive' }, { label: 'Delete' }],
  },
  {
    label: 'Layers',
    rows: ['Background', 'Footer', 'Header', 'Header shadow', 'Logo', 'Logo outline', 'Title text', 'Title text copy'],
    items: [{ label: 'Bring to front' }, { label: 'Send to back' }, { label: 'Align', children: ['Left', 'Center', 'Right'] }, { label: 'Duplicate' }, { label: 'Lock' }, { label: 'Delete' }],
  },
];

/** The accessible name of a submenu's item: antd's carries its arrow icon's label. */
export const submenuName = (library: Library, label: string) => (library === 'antd' ? `${label} right` : label);

export default defineFamily<Params>({
  type: 'context_menu',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['hierarchical_path_select', 'open_and_select'],
  baseAxes: { depth_layering: 3, semantic_observability: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const set = rng.pick(SETS);
    const withTwins = set.rows.filter((r) => lookAlikes(set.rows, r).length > 0);
    const subject = rng.pick(bucket === 'hard' ? withTwins : set.rows);
    const unlike = set.rows.filter((o) => o !== subject && !lookAlikes(set.rows, subject).includes(o));
    const rows = bucket === 'hard' ? set.rows : inOptionOrder(set.rows, [subject, ...rng.sample(unlike, bucket === 'easy' ? 2 : 4)]);
    const neighbour = lookAlikes(rows, subject)[0] ?? rng.pick(rows.filter((r) => r !== subject));
    const items = set.items;
    const sub = template === 'hierarchical_path_select';
    const parent = rng.pick(items.filter((i) => !!i.children === sub));
    const path = sub ? [parent.label, rng.pick(parent.children!)] : [parent.label];
    const sibling = sub ? [parent.label, rng.pick(parent.children!.filter((c) => c !== path[1]))] : [rng.pick(items.filter((i) => !i.children && i.label !== parent.label)).label];
    const command = path.map((p) => `"${p}"`).join(' › ');
    const solution: ReferenceStep[] = [
      { do: 'click', button: 'right', target: ctx.scope({ role: 'listitem', name: subject }) },
      ...(sub ? [{ do: 'hover' as const, target: { role: 'menuitem', name: submenuName(ctx.library, parent.label) } }] : []),
      { do: 'click', target: { role: 'menuitem', name: path[path.length - 1] } },
    ];
    return {
      params: { label: set.label, rows, items },
      checks: [{ kind: 'equals', field: 'subject', target: subject }, { kind: 'path_equals', field: 'path', target: path }],
      goal: {
        text: `choose ${command} from the context menu of "${subject}" in "${set.label}"`,
        reference: `run the command shown in the reference picture from the context menu of its row in "${set.label}"`,
        mixed: `choose ${command} from the context menu of the row in "${set.label}" shown in the reference picture`,
      },
      solution,
      wrong: [
        { why: `ran it on "${neighbour}"`, fields: { subject: neighbour, path } },
        { why: `chose ${sibling.join(' › ')}`, fields: { subject, path: sibling } },
      ],
      axes: { disambiguation_load: bucket === 'hard' ? 1 : 0, depth_layering: sub ? 1 : 0 },
      why: `a right-click menu on one of ${rows.length} rows${sub ? ', then a submenu opened by hover' : ''}`,
    };
  },
});
