import { z } from 'zod';
import { entryCore, entryShape, nearMiss } from '../../generator/cores/text';
import { defineFamily, type CoreTask } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { model } from './model';

export const params = z.strictObject({ ...entryShape, visible: z.boolean() });
export type Params = z.infer<typeof params>;

const FIELDS = [
  { label: 'New password', hint: 'At least 8 characters' },
  { label: 'Password', hint: 'Case sensitive' },
  { label: 'Wi-Fi password', hint: 'Shared with guests on the network' },
  { label: 'Database password', hint: 'Used by the nightly backup job' },
  { label: 'Archive password', hint: 'Needed to open the exported ZIP file' },
] as const;

const WORDS = ['maple', 'harbor', 'copper', 'lantern', 'orchid', 'pebble', 'violet', 'walnut', 'tundra', 'saffron', 'meadow', 'quartz'];
const cap = (w: string) => w[0].toUpperCase() + w.slice(1);

/** Passwords by bucket: a word and digits; capitalised words joined by dashes; a random mix with symbols. */
function password(rng: Rng, bucket: 'easy' | 'mid' | 'hard'): string {
  const nn = () => String(rng.int(10, 99));
  if (bucket === 'easy') return `${rng.pick(WORDS)}${nn()}`;
  if (bucket === 'mid') return `${rng.sample(WORDS, 2).map(cap).join('-')}-${nn()}`;
  const pools = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%&*+-=?@^_'];
  const chars = Array.from({ length: 12 }, (_, i) => rng.pick([...pools[i % pools.length]]));
  return rng.shuffle(chars).join('');
}

export default defineFamily<Params>({
  type: 'password_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text', 'toggle_state'],
  baseAxes: { precision_requirement: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng } = ctx;
    const f = rng.pick(FIELDS);
    const role = 'textbox';
    // antd names its reveal button from its locale ("Show"/"Hide"); MUI and Mantine get our own label.
    const toggle = (show: boolean) => ctx.scope({ role: 'button', name: ctx.library === 'antd' ? (show ? 'Show' : 'Hide') : `${show ? 'Show' : 'Hide'} password` });
    const where = `the "${f.label}" field`;
    if (ctx.template === 'toggle_state') {
      // Easy: reveal; mid: hide a revealed password; hard: reveal it and fix a typo in it.
      const show = ctx.bucket !== 'mid';
      const target = password(rng, ctx.bucket === 'hard' ? 'mid' : 'easy');
      const initial = ctx.bucket === 'hard' ? nearMiss(rng, target) : target;
      const p = { label: f.label, hint: f.hint, initial, visible: !show };
      const flip = { do: 'click' as const, target: toggle(show) };
      if (ctx.bucket === 'hard') {
        const task = entryCore<Params>(ctx, {
          label: f.label, role, initial, target, params: p,
          goal: { text: `show the password in ${where} and correct it to "${target}"` },
          extra: { checks: [{ kind: 'equals', field: 'visible', target: true }], wrong: [{ why: 'corrected but left hidden', fields: { value: target, visible: false } }] },
          why: 'reveal a masked password, then fix one missing character',
        });
        return { ...task, solution: [flip, ...task.solution], axes: { semantic_observability: 1 } };
      }
      const task: CoreTask<Params> = {
        params: p,
        checks: [{ kind: 'equals', field: 'visible', target: show }, { kind: 'equals', field: 'value', target: initial }],
        goal: {
          text: `${show ? 'show' : 'hide'} the password in ${where} without changing it`,
          reference: `make the password in ${where} ${show ? 'readable' : 'masked'}`,
        },
        solution: [flip],
        wrong: [
          { why: `left ${show ? 'masked' : 'readable'}`, fields: { visible: !show } },
          { why: 'visibility changed but the password was cleared', fields: { visible: show, value: '' } },
        ],
        why: `one icon button beside the field ${show ? 'reveals' : 'masks'} the password`,
      };
      return task;
    }
    const target = password(rng, ctx.scene.guidance === 'text' ? ctx.bucket : 'easy');
    const initial = ctx.bucket === 'hard' ? password(rng, 'easy') : '';
    return entryCore<Params>(ctx, {
      label: f.label, role, initial, target, params: { label: f.label, hint: f.hint, initial, visible: false },
      extra: { wrong: [{ why: 'wrong capitalisation', fields: { value: target.toUpperCase() === target ? target.toLowerCase() : target.toUpperCase() } }] },
      why: `type ${target.length} characters into a masked field${initial ? ' that already holds a password' : ''}`,
    });
  },
});
