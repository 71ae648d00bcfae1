/**
 * file_list_manager: a folder's files as rows (name, size, date) with a delete button each and a
 * checkbox each for the bulk "Delete selected". Tasks delete one or two files by their row's
 * button, or select several and delete them at once; hard folders hold look-alike names (the same
 * name in another type, a dated copy). The committed state is the names left, in order; a bulk
 * selection changes nothing until "Delete selected" is clicked.
 */
import { z } from 'zod';
import { quoted, stem, twins, UPLOADERS } from '../../generator/cores/files';
import { defineFamily } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { BULK_DELETE, model } from './model';

export const params = z.strictObject({
  title: z.string().min(1),
  files: z.array(z.strictObject({
    name: z.string().regex(/^[\w.-]+\.[a-z0-9]+$/, 'a file name with an extension, without spaces or slashes'),
    size: z.string().min(1),
    modified: z.string().min(1),
  })).min(2),
});
export type Params = z.infer<typeof params>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const size = (rng: Rng) => (rng.next() < 0.6 ? `${rng.int(12, 980)} KB` : `${rng.int(1, 9)}.${rng.int(0, 9)} MB`);
const modified = (rng: Rng) => `${rng.pick(MONTHS)} ${rng.int(1, 28)}`;

export default defineFamily<Params>({
  type: 'file_list_manager',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['file_manage', 'select_many'],
  baseAxes: { density_choice_interference: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const u = rng.pick(UPLOADERS);
    const count = bucket === 'easy' ? 4 : bucket === 'mid' ? 6 : u.files.length;
    // The first target has look-alikes in the list from mid on; easy lists may hold none.
    const first = rng.pick(bucket === 'easy' ? u.files : u.files.filter((n) => twins(n, u.files).length > 0));
    const near = twins(first, u.files);
    const rest = rng.shuffle(u.files.filter((n) => n !== first && !near.includes(n)));
    const shown = [first, ...(bucket === 'easy' ? [] : near), ...rest].slice(0, count);
    const files = rng.shuffle(shown).map((name) => ({ name, size: size(rng), modified: modified(rng) }));
    const names = files.map((f) => f.name);
    const bulk = ctx.template === 'select_many';
    const n = bulk ? (bucket === 'easy' ? 2 : 3) : bucket === 'hard' ? 2 : 1;
    const others = rng.shuffle(names.filter((x) => x !== first && stem(x) !== stem(first)));
    const targets = [first, ...others.slice(0, n - 1)];
    const left = names.filter((x) => !targets.includes(x));
    const twin = names.find((x) => x !== first && stem(x) === stem(first)) ?? others[n - 1] ?? others[0];
    const row = (name: string) => ctx.scope({ role: 'checkbox', name: `Select ${name}` });
    return {
      params: { title: u.title, files },
      checks: [{ kind: 'equals', field: 'files', target: left }],
      goal: {
        text: `${bulk ? 'select and delete' : 'delete'} ${quoted(targets)}${bulk ? ` at once with "${BULK_DELETE}"` : ''}`,
        reference: `${bulk ? 'select and delete' : 'delete'} the files named in the reference picture${bulk ? ` with "${BULK_DELETE}"` : ''}`,
      },
      solution: bulk
        ? [...targets.map((t) => ({ do: 'click' as const, target: row(t) })), { do: 'click', target: ctx.scope({ role: 'button', name: BULK_DELETE }) }]
        : targets.map((t) => ({ do: 'click' as const, target: ctx.scope({ role: 'button', name: `Delete ${t}` }) })),
      wrong: [
        { why: `deleted "${twin}" instead`, fields: { files: names.filter((x) => x !== twin && !targets.slice(1).includes(x)) } },
        { why: 'deleted nothing', fields: { files: names } },
        ...(n > 1 ? [{ why: 'deleted one file too few', fields: { files: names.filter((x) => x !== targets[0]) } }] : []),
      ],
      axes: {
        disambiguation_load: near.length && bucket !== 'easy' ? (bucket === 'hard' ? 2 : 1) : 0,
        density_choice_interference: files.length > 6 ? 1 : 0,
        depth_layering: bulk ? 1 : 0,
      },
      why: `${n} of ${files.length} files to delete${bulk ? ' by selection and one bulk action' : ' by their row\'s button'}${near.length && bucket !== 'easy' ? ', look-alike names in the list' : ''}`,
    };
  },
});
