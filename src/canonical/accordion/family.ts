/**
 * Accordion: sections whose headers expand and collapse their bodies. In single mode (antd's
 * `accordion`, MUI's controlled group, Mantine's default) opening one section closes the open one;
 * in multiple mode each header toggles on its own, so a goal stated as an exact set of expanded
 * sections may need open sections closed. antd renders single mode as a tab list (its headers are
 * tabs) and multiple mode as buttons, as it ships.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { inOptionOrder, labelSetCore } from '../../generator/cores/labelSet';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The accordion's visible heading. */
  label: z.string().min(1),
  sections: z.array(z.strictObject({ label: z.string().min(1), body: z.string().min(1) })).min(2),
  /** Whether several sections may be expanded at once. */
  multiple: z.boolean(),
  /** Labels of the sections expanded on load, in display order. */
  initial: z.array(z.string().min(1)),
});
export type Params = z.infer<typeof params>;

const GROUPS = [
  { label: 'Help topics', sections: ['Delivery times', 'Sending an item back', 'Refund timing', 'Payment options', 'Gift wrapping', 'Order changes'] },
  { label: 'Account settings', sections: ['Personal details', 'Sign-in and security', 'Email preferences', 'Linked services', 'Privacy choices', 'Close account'] },
  { label: 'Product details', sections: ['At a glance', 'Dimensions', 'Materials', 'Cleaning', 'Compatibility', 'Warranty terms'] },
  { label: 'Course outline', sections: ['Getting started', 'Core concepts', 'Hands-on lab', 'Case studies', 'Final project', 'Further reading'] },
  { label: 'Trip planner', sections: ['Flights', 'Hotel', 'Car rental', 'Activities', 'Travel insurance', 'Packing list'] },
] as const;

const bodyOf = (section: string) => `Everything about ${section.charAt(0).toLowerCase()}${section.slice(1)}, in a few short paragraphs.`;

/** A section's header as the task's library exposes it (antd's single mode is a tab list). */
const header = (ctx: CoreContext, multiple: boolean, name: string): Target =>
  ctx.scope({ role: ctx.library === 'antd' && !multiple ? 'tab' : 'button', name });

export default defineFamily<Params>({
  type: 'accordion',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  // Expanding a section is this type's own core, so the generic wrapper (a component inside a
  // collapsed section) is not applied to it.
  templates: ['disclose', 'select_many', 'clear_reset'],
  baseAxes: { depth_layering: 2 },
  core(ctx) {
    const { rng } = ctx;
    const group = rng.pick(GROUPS);
    const count = ctx.bucket === 'easy' ? rng.int(3, 4) : ctx.bucket === 'mid' ? rng.int(4, 5) : 6;
    const labels: string[] = group.sections.slice(0, count);
    const sections = labels.map((label) => ({ label, body: bodyOf(label) }));
    if (ctx.template !== 'disclose') {
      return labelSetCore(ctx, {
        label: group.label, options: labels, field: 'expanded',
        item: (name) => header(ctx, true, name),
        words: { on: 'expand', off: 'collapse', state: 'expanded', noun: 'panel' },
        params: (initial) => ({ label: group.label, sections, multiple: true, initial }),
      });
    }
    // One section to open. Hard tasks allow several open sections, so the ones already open must
    // be closed by hand; in single mode the accordion closes them itself.
    const multiple = ctx.bucket === 'hard';
    const target = rng.pick(labels);
    const others = labels.filter((l) => l !== target);
    const initial = multiple ? inOptionOrder(labels, rng.sample(others, rng.int(1, 2))) : ctx.bucket === 'easy' && rng.next() < 0.5 ? [] : [rng.pick(others)];
    const wrong = rng.pick(others);
    const solution = [target, ...(multiple ? initial : [])].map((name) => ({ do: 'click' as const, target: header(ctx, multiple, name) }));
    const only = multiple ? ' and collapse the others' : '';
    const wrongs = [{ why: `expanded "${wrong}" instead`, fields: { expanded: [wrong] } }];
    if (multiple) wrongs.push({ why: `left "${initial[0]}" expanded too`, fields: { expanded: inOptionOrder(labels, [target, initial[0]]) } });
    return {
      params: { label: group.label, sections, multiple, initial },
      checks: [{ kind: 'set_equals', field: 'expanded', target: [target] }],
      goal: {
        text: `expand the "${target}" panel of "${group.label}"${only}`,
        reference: `expand the panel of "${group.label}" that the reference picture names${only}`,
        mixed: `expand the panel of "${group.label}" that the reference picture names (it starts with "${target[0]}")${only}`,
      },
      solution,
      wrong: wrongs,
      axes: { density_choice_interference: count > 4 ? 1 : 0 },
      why: multiple ? `${count} panels, ${initial.length} open ones to close by hand` : `${count} panels, opening one closes the others`,
    };
  },
});
