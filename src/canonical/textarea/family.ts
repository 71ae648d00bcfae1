import { z } from 'zod';
import { entryCore, entryShape, fits, quoted } from '../../generator/cores/text';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({ ...entryShape, rows: z.number().int().min(2) });
export type Params = z.infer<typeof params>;

/** Multi-line fields and the lines people write into them. */
const NOTES = [
  { label: 'Delivery notes', placeholder: 'Anything the courier should know', lines: ['Leave it at the side gate', 'Ring the bell twice', 'Call ten minutes before arrival', 'Do not leave with a neighbour', 'Small parcels fit through the letterbox'] },
  { label: 'Meeting agenda', placeholder: 'One topic per line', lines: ['Welcome', 'Minutes of the last meeting', 'Budget review for Q3', 'Hiring plan', 'Customer feedback round-up', 'Open questions and next steps'] },
  { label: 'Release notes', placeholder: 'What changed in this version', lines: ['Fixed the login timeout', 'CSV export is twice as fast', 'New dark theme', 'Search now matches partial words', 'Removed the legacy v1 API'] },
  { label: 'Shipping address', placeholder: 'Street, town, postcode', lines: ['Attn: Goods in', 'Unit 4, Kestrel Park', '18 Mill Lane', 'Leeds LS9 8AB', 'United Kingdom'] },
  { label: 'About you', placeholder: 'A few words for your profile', lines: ['Product designer in Porto.', 'I like maps, bikes and coffee.', 'Previously at two fintech startups.', 'Open to mentoring.'] },
  { label: 'Reason for return', placeholder: 'Tell us what went wrong', lines: ['Wrong size', 'The box arrived damaged', 'The colour differs from the photos', 'Ordered twice by mistake', 'Found a better price elsewhere'] },
] as const;

const COUNTS = ['no', 'one', 'two', 'three', 'four'];

export default defineFamily<Params>({
  type: 'textarea',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text', 'clear_reset'],
  baseAxes: { precision_requirement: 2 },
  core(ctx) {
    const { rng } = ctx;
    const note = rng.pick(NOTES);
    const base = { label: note.label, placeholder: note.placeholder, rows: ctx.bucket === 'hard' ? 4 : 3 };
    const where = `the "${note.label}" box`;
    if (ctx.template === 'clear_reset') {
      const initial = note.lines.slice(0, ctx.bucket === 'easy' ? 1 : ctx.bucket === 'mid' ? 2 : 3).join('\n');
      return entryCore<Params>(ctx, { label: note.label, role: 'textbox', initial, target: '', params: { ...base, initial }, where, why: `empty a box holding ${initial.split('\n').length} line(s)` });
    }
    // Easy: one line; mid: two lines; hard: three or four lines replacing a line already there.
    const count = ctx.bucket === 'easy' ? 1 : ctx.bucket === 'mid' ? 2 : rng.int(3, Math.min(4, note.lines.length - 1));
    const start = rng.int(0, note.lines.length - count);
    const short = note.lines.filter((l) => fits(ctx, l));
    const lines = ctx.scene.guidance === 'text' ? note.lines.slice(start, start + count) : [rng.pick(short.length ? short : note.lines)];
    const target = lines.join('\n');
    const initial = ctx.bucket === 'hard' ? rng.pick(note.lines.filter((l) => !lines.includes(l))) : '';
    const text = lines.length === 1 ? undefined
      : `enter ${COUNTS[lines.length]} lines in ${where}, one per line and in this order: ${lines.map(quoted).join(', ')}`;
    return entryCore<Params>(ctx, {
      label: note.label, role: 'textbox', initial, target, params: { ...base, initial }, where, goal: text ? { text } : {},
      extra: lines.length > 1 ? { wrong: [{ why: 'all on one line', fields: { value: lines.join(' ') } }, { why: 'last line missing', fields: { value: lines.slice(0, -1).join('\n') } }] } : {},
      why: lines.length === 1 ? 'one line of text' : `${lines.length} lines in order${initial ? ', replacing existing text' : ''}`,
    });
  },
});
