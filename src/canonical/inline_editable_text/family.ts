import { z } from 'zod';
import { defineFamily } from '../../generator/family';
import { editorNames, model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  initial: z.string(),
  /** Shown in place of the text when it is empty. */
  placeholder: z.string().min(1),
});
export type Params = z.infer<typeof params>;

/** Values per bucket: short names, phrases, and sentences that change by one detail. */
interface Field { label: string; placeholder: string; easy: string[]; mid: string[]; hard: [string, string][] }

const FIELDS: Field[] = [
  {
    label: 'Project name', placeholder: 'Untitled project',
    easy: ['Atlas', 'Beacon', 'Harbor', 'Juniper', 'Lantern', 'Meridian'],
    mid: ['Spring catalogue shoot', 'Warehouse move to Leeds', 'Partner portal relaunch', 'Customer survey 2025'],
    hard: [['Website redesign for the Berlin office', 'Website redesign for the Munich office'], ['Quarterly goals for the design team', 'Quarterly goals for the platform team']],
  },
  {
    label: 'Status message', placeholder: 'No status set',
    easy: ['Travelling', 'In meetings', 'Focusing', 'On leave', 'Commuting'],
    mid: ['Out of office until Monday', 'Working from the Porto office', 'Heads down on the release', 'On call this week'],
    hard: [['Back at my desk after 14:00', 'Back at my desk after 15:30'], ['Reviewing pull requests until noon', 'Reviewing design specs until noon']],
  },
  {
    label: 'Board title', placeholder: 'Untitled board',
    easy: ['Roadmap', 'Backlog', 'Hiring', 'Launch', 'Research'],
    mid: ['Marketing ideas for June', 'Bugs found in beta', 'Interview loop tracker', 'Holiday rota planning'],
    hard: [['Sprint 14 goals and open risks', 'Sprint 15 goals and open risks'], ['Vendor shortlist for office chairs', 'Vendor shortlist for standing desks']],
  },
  {
    label: 'Shop tagline', placeholder: 'No tagline yet',
    easy: ['Fresh daily', 'Small batch', 'Made locally', 'Since 1998', 'Open late'],
    mid: ['Handmade ceramics from Lisbon', 'Bread baked before sunrise', 'Bikes repaired while you wait', 'Coffee roasted every Tuesday'],
    hard: [['Free delivery on orders over 40 euros', 'Free delivery on orders over 60 euros'], ['Open every day from 8 am to 6 pm', 'Open every day from 7 am to 7 pm']],
  },
];

export default defineFamily<Params>({
  type: 'inline_editable_text',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text', 'clear_reset'],
  baseAxes: { depth_layering: 2, feedback_dynamics: 3 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const f = rng.pick(FIELDS);
    const names = editorNames(f.label);
    const noun = f.label.toLowerCase();
    const open = { do: 'click' as const, target: ctx.scope({ role: 'button', name: names.edit }) };
    const selectAll = { do: 'keyboard_press' as const, key: 'ControlOrMeta+A' };
    const enter = { do: 'keyboard_press' as const, key: 'Enter' };
    let initial: string;
    let target: string;
    if (bucket === 'hard') [initial, target] = rng.shuffle(rng.pick(f.hard));
    else [initial, target] = rng.sample(f[bucket], 2);
    if (ctx.template === 'clear_reset') {
      return {
        params: { label: f.label, initial, placeholder: f.placeholder },
        checks: [{ kind: 'equals', field: 'text', target: '' }],
        goal: { text: `clear the ${noun} and save it empty`, reference: `clear the ${noun} and save it empty` },
        solution: [open, selectAll, { do: 'keyboard_press', key: 'Backspace' }, enter],
        wrong: [{ why: 'emptied but never saved', fields: { text: initial } }, { why: 'only partly deleted', fields: { text: initial.split(' ')[0] === initial ? initial.slice(0, 1) : initial.split(' ')[0] } }],
        why: 'open the editor, empty it and save',
      };
    }
    return {
      params: { label: f.label, initial, placeholder: f.placeholder },
      checks: [{ kind: 'equals', field: 'text', target }],
      goal: {
        text: `change the ${noun} to "${target}"`,
        reference: `change the ${noun} to the text shown in the reference picture`,
        mixed: `change the ${noun} to the text shown in the reference picture (it starts with "${target.split(' ')[0]}")`,
      },
      solution: [open, selectAll, { do: 'keyboard_type', text: target }, enter],
      wrong: [
        { why: 'typed the new text but never saved it', fields: { text: initial } },
        { why: 'typed after the old text instead of replacing it', fields: { text: `${initial}${target}` } },
        { why: 'last character missing', fields: { text: target.slice(0, -1) } },
      ],
      axes: { precision_requirement: bucket === 'hard' ? 1 : 0, disambiguation_load: bucket === 'hard' ? 1 : 0 },
      why: bucket === 'hard' ? 'one detail of a sentence changes; the edit must be saved' : 'open the editor, replace the text and save',
    };
  },
});
