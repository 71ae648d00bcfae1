import { z } from 'zod';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import { ICON_NAMES, type IconName } from '../../env/kit/icons';
import { model } from './model';

const tool = z.strictObject({ label: z.string().min(1), icon: z.enum(ICON_NAMES as [IconName, ...IconName[]]) });
export const params = z.strictObject({
  /** Accessible name of the toolbar. */
  label: z.string().min(1),
  /** Independent on/off toggles (aria-pressed). */
  toggles: z.array(tool).min(2),
  /** Labels of the toggles pressed when the page loads. */
  initialPressed: z.array(z.string()),
  /** Mutually exclusive alignment buttons, one pressed. */
  align: z.array(tool).min(2),
  initialAlign: z.string().min(1),
  /** Plain action buttons. */
  actions: z.array(tool).min(1),
});
export type Params = z.infer<typeof params>;

type Tool = readonly [label: string, icon: IconName];
const SETS: readonly { label: string; toggles: readonly Tool[]; align: readonly Tool[]; actions: readonly Tool[] }[] = [
  {
    label: 'Text formatting',
    toggles: [['Bold', 'bold'], ['Italic', 'italic'], ['Underline', 'underline'], ['Strikethrough', 'strikethrough'], ['Inline code', 'code']],
    align: [['Align left', 'alignLeft'], ['Align center', 'alignCenter'], ['Align right', 'alignRight'], ['Justify', 'alignJustify']],
    actions: [['Undo', 'undo'], ['Redo', 'redo'], ['Insert link', 'link'], ['Clear formatting', 'clear']],
  },
  {
    label: 'Comment tools',
    toggles: [['Bold', 'bold'], ['Italic', 'italic'], ['Code', 'code'], ['Bulleted list', 'listBullet'], ['Strikethrough', 'strikethrough']],
    align: [['Left', 'alignLeft'], ['Center', 'alignCenter'], ['Right', 'alignRight'], ['Justified', 'alignJustify']],
    actions: [['Add link', 'link'], ['Undo', 'undo'], ['Redo', 'redo'], ['Remove formatting', 'clear']],
  },
  {
    label: 'Note editor',
    toggles: [['Bold', 'bold'], ['Italic', 'italic'], ['Underline', 'underline'], ['Numbered list', 'listNumber'], ['Bulleted list', 'listBullet']],
    align: [['Left align', 'alignLeft'], ['Centre', 'alignCenter'], ['Right align', 'alignRight'], ['Full width', 'alignJustify']],
    actions: [['Undo', 'undo'], ['Redo', 'redo'], ['Find', 'search'], ['Clear styles', 'clear']],
  },
];

const SIZES = { easy: [3, 3, 2], mid: [4, 3, 3], hard: [5, 4, 4] } as const;
const list = (xs: string[]) => xs.map((x) => `"${x}"`).join(xs.length > 2 ? ', ' : ' and ').replace(/, ([^,]*)$/, ', and $1');

export default defineFamily<Params>({
  type: 'toolbar',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'toggle_state', 'select_one', 'activate'],
  baseAxes: { target_acquisition: 2, density_choice_interference: 3, semantic_observability: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const [nt, na, nc] = SIZES[ctx.bucket];
    const tools = (xs: readonly Tool[], n: number) => xs.slice(0, n).map(([label, icon]) => ({ label, icon }));
    const toggles = tools(set.toggles, nt);
    const align = tools(set.align, na);
    const actions = tools(set.actions, nc);
    const labels = toggles.map((t) => t.label);
    const pressed = labels.filter(() => rng.next() < 0.4);
    const initialAlign = rng.pick(align).label;
    const p: Params = { label: set.label, toggles, initialPressed: pressed, align, initialAlign, actions };
    const button = (name: string) => ctx.scope({ role: 'button', name });
    const total = nt + na + nc;
    const axes = { density_choice_interference: total > 9 ? 1 : 0 };

    switch (ctx.template) {
      case 'select_one': {
        const target = rng.pick(align.filter((a) => a.label !== initialAlign)).label;
        const wrong = rng.pick(align.filter((a) => a.label !== target)).label;
        return {
          params: p, axes,
          checks: [{ kind: 'equals', field: 'align', target }],
          goal: namedGoal(`set the alignment to "${target}"`, 'press the alignment button', target),
          solution: [{ do: 'click', target: button(target) }],
          wrong: [{ why: `chose "${wrong}"`, fields: { align: wrong } }],
          why: `one of ${na} alignment icons among ${total} toolbar buttons`,
        };
      }
      case 'activate': {
        const target = rng.pick(actions).label;
        const wrong = rng.pick(actions.filter((a) => a.label !== target)).label;
        return {
          params: p, axes,
          checks: [{ kind: 'equals', field: 'last', target }],
          goal: namedGoal(`press the "${target}" toolbar button`, 'press the toolbar button', target),
          solution: [{ do: 'click', target: button(target) }],
          wrong: [{ why: `pressed "${wrong}"`, fields: { last: wrong } }],
          why: `one of ${total} icon-only toolbar buttons`,
        };
      }
      case 'toggle_state': {
        const t = rng.pick(labels);
        const on = !pressed.includes(t);
        const other = rng.pick(labels.filter((l) => l !== t));
        return {
          params: p, axes,
          checks: [{ kind: 'set_equals', field: 'pressed', target: flip(labels, pressed, [t]) }],
          goal: {
            text: `turn ${on ? 'on' : 'off'} "${t}", leaving the other formatting toggles as they are`,
            reference: 'make the pressed formatting toggles match the reference picture',
            mixed: `turn "${t}" ${on ? 'on' : 'off'} or leave it, so the pressed toggles match the reference picture`,
          },
          solution: [{ do: 'click', target: button(t) }],
          wrong: [{ why: `flipped "${other}" instead`, fields: { pressed: flip(labels, pressed, [other]) } }],
          why: `one toggle among ${total} toolbar buttons, its state shown only by highlighting`,
        };
      }
      default: {
        // select_many: flip several toggles; the goal names the whole pressed set.
        const k = ctx.bucket === 'easy' ? 2 : ctx.bucket === 'mid' ? rng.int(2, 3) : rng.int(3, 4);
        let flips = rng.sample(labels, k);
        if (flip(labels, pressed, flips).length === 0) flips = flips.slice(1);
        const target = flip(labels, pressed, flips);
        return {
          params: p, axes: { ...axes, precision_requirement: 1 },
          checks: [{ kind: 'set_equals', field: 'pressed', target }],
          goal: {
            text: `set the formatting toggles so that exactly ${list(target)} ${target.length === 1 ? 'is' : 'are'} on`,
            reference: 'make the pressed formatting toggles match the reference picture',
            mixed: `make the pressed formatting toggles match the reference picture (${target.length} of them)`,
          },
          solution: flips.map((f) => ({ do: 'click' as const, target: button(f) })),
          wrong: [{ why: `left "${flips[0]}" as it was`, fields: { pressed: flip(labels, pressed, flips.slice(1)) } }],
          why: `${flips.length} of ${nt} formatting toggles to flip, states shown only by highlighting`,
        };
      }
    }
  },
});

/** The pressed set after flipping some toggles, in toolbar order. */
function flip(labels: string[], pressed: string[], flips: string[]): string[] {
  return labels.filter((l) => pressed.includes(l) !== flips.includes(l));
}
