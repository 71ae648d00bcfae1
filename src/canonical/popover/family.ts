/**
 * Popover: a panel anchored to the button that opens it, closed by a click outside (and Escape
 * where the library handles it), holding a few choices. antd shows it as a tooltip holding
 * buttons, MUI's has no role of its own, Mantine's is a dialog named by its button, as each ships.
 * Tasks open it and choose (`open_and_select`), or read the figure it alone shows and choose by it
 * (`select_one`). Popovers start closed, so look-alike instances on one page make sense.
 */
import { z } from 'zod';
import { overlayChoiceCore, readingCore } from '../../generator/cores/overlay';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  trigger: z.string().min(1),
  /** The popover's heading. */
  title: z.string().min(1),
  /** A line of text above the choices (the figure a reading task decides by). */
  body: z.string().nullable(),
  choices: z.array(z.string().min(1)).min(2),
});
export type Params = z.infer<typeof params>;

const POPOVERS = [
  { trigger: 'Set status', title: 'Your status', choices: ['Available', 'In a meeting', 'Focusing', 'Away', 'Do not disturb', 'Out sick'] },
  { trigger: 'Text size', title: 'Reading size', choices: ['Smallest', 'Small', 'Medium', 'Large', 'Larger', 'Largest'] },
  { trigger: 'React', title: 'Add a reaction', choices: ['Thumbs up', 'Celebrate', 'Heart', 'Laugh', 'Surprised', 'Thinking'] },
  { trigger: 'Label', title: 'Apply a label', choices: ['Urgent', 'Follow up', 'Waiting', 'Personal', 'Finance', 'Travel'] },
] as const;

export default defineFamily<Params>({
  type: 'popover',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'select_one'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
  core(ctx) {
    // The popover's content renders in a portal, outside the instance: choices are not scoped.
    if (ctx.template === 'select_one') {
      return readingCore<Params>(ctx, {
        noun: 'popover',
        choice: (_, name) => ({ role: 'button', name }),
        params: (r) => ({ trigger: r.trigger, title: r.title, body: r.body, choices: [...r.choices] }),
      });
    }
    const p = ctx.rng.pick(POPOVERS);
    const choices: string[] = p.choices.slice(0, ctx.bucket === 'easy' ? 3 : ctx.bucket === 'mid' ? 4 : 6);
    return overlayChoiceCore<Params>(ctx, {
      trigger: p.trigger, title: p.title, noun: 'popover', choices,
      choice: (name) => ({ role: 'button', name }),
      params: () => ({ trigger: p.trigger, title: p.title, body: null, choices }),
    });
  },
});
