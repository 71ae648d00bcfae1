import { z } from 'zod';
import { booleanCore } from '../../generator/cores';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import { ICON_NAMES, type IconName } from '../../env/kit/icons';
import { model } from './model';

const icon = z.enum(ICON_NAMES as [IconName, ...IconName[]]);
export const params = z.strictObject({
  description: z.string().min(1),
  /** Icon-only buttons; `label` is the accessible name (aria-label), never shown as text. */
  buttons: z.array(z.strictObject({ label: z.string().min(1), icon })).min(1),
  /** An icon toggle (aria-pressed) beside the buttons. */
  toggle: z.strictObject({ label: z.string().min(1), icon, initial: z.boolean() }).optional(),
  /** Text shown before the last activated button's label. */
  feedback: z.string().min(1),
});
export type Params = z.infer<typeof params>;

type Pair = readonly [label: string, icon: IconName];
/** Rows of icon actions as products show them, the most common actions first. */
const SETS: readonly { description: string; buttons: readonly Pair[]; toggle: Pair; feedback: string }[] = [
  {
    description: 'Ines Duarte: "Draft of the quarterly report attached."',
    buttons: [['Reply', 'reply'], ['Forward', 'forward'], ['Archive', 'archive'], ['Flag', 'flag'], ['Mark as unread', 'mail'], ['Delete', 'delete']],
    toggle: ['Star', 'star'], feedback: 'Last action:',
  },
  {
    description: 'floor-plan-v3.pdf · 2.4 MB · edited yesterday',
    buttons: [['Rename', 'edit'], ['Download', 'download'], ['Make a copy', 'copy'], ['Share', 'share'], ['Print', 'print'], ['Move to trash', 'delete']],
    toggle: ['Pin', 'pin'], feedback: 'Requested:',
  },
  {
    description: 'Now playing: "Low Tide" by the Marlow Quartet',
    buttons: [['Previous track', 'previous'], ['Play', 'play'], ['Next track', 'next'], ['Shuffle', 'shuffle'], ['Repeat', 'repeat'], ['Sound settings', 'volume']],
    toggle: ['Like', 'heart'], feedback: 'Player:',
  },
  {
    description: 'Weekly signups report, last refreshed at 09:40',
    buttons: [['Refresh', 'refresh'], ['Search', 'search'], ['Filter', 'filter'], ['Full screen', 'fullscreen'], ['Display settings', 'settings'], ['More options', 'more']],
    toggle: ['Notify me', 'bell'], feedback: 'Last action:',
  },
  {
    description: 'Site survey, page 4 of 18',
    buttons: [['Zoom in', 'zoomIn'], ['Zoom out', 'zoomOut'], ['Find in document', 'search'], ['Download', 'download'], ['Print', 'print'], ['Open full screen', 'fullscreen']],
    toggle: ['Bookmark', 'bookmark'], feedback: 'Viewer:',
  },
];

export default defineFamily<Params>({
  type: 'icon_button',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['activate', 'toggle_state'],
  baseAxes: { target_acquisition: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const count = ctx.bucket === 'easy' ? 3 : ctx.bucket === 'mid' ? rng.int(4, 5) : 6;
    const buttons = set.buttons.slice(0, count).map(([label, icon]) => ({ label, icon }));
    const base = { description: set.description, buttons, feedback: set.feedback };
    const [toggleLabel, toggleIcon] = set.toggle;

    if (ctx.template === 'toggle_state') {
      const core = booleanCore<Params>(ctx, {
        label: toggleLabel, role: 'button', field: 'pressed', verbs: ['turn on', 'turn off'], noun: 'toggle button',
        params: (initial) => ({ ...base, toggle: { label: toggleLabel, icon: toggleIcon, initial } }),
      });
      return { ...core, axes: { density_choice_interference: count > 3 ? 1 : 0 }, why: `an icon toggle whose state shows only as a filled icon, beside ${count} icon buttons` };
    }

    const target = rng.pick(buttons).label;
    const wrong = rng.pick(buttons.filter((b) => b.label !== target)).label;
    const withToggle = ctx.bucket === 'hard';
    return {
      params: { ...base, ...(withToggle ? { toggle: { label: toggleLabel, icon: toggleIcon, initial: false } } : {}) },
      checks: [{ kind: 'equals', field: 'activated', target }],
      goal: namedGoal(`press the "${target}" button`, 'press the icon button', target),
      solution: [{ do: 'click', target: ctx.scope({ role: 'button', name: target }) }],
      wrong: [{ why: `pressed "${wrong}"`, fields: { activated: wrong } }],
      axes: { density_choice_interference: count > 3 ? 1 : 0 },
      why: `${count + Number(withToggle)} icon-only buttons, named only by their labels`,
    };
  },
});
