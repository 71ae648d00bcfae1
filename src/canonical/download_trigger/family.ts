/**
 * download_trigger: files offered for download, as a list whose names are the download links, a
 * list with a "Download" button per file (buttons that all read alike), or one document behind an
 * export menu of formats. Each trigger is the library's anchor with `download` and a `data:` URL
 * (no network, same bytes on every load); the committed state is the file name of the download
 * the page started, recorded by the click. Hard lists hold file names two digits apart.
 */
import { z } from 'zod';
import { DIGITS, randomChars } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { model } from './model';

const file = z.strictObject({
  /** The file's name, which the download saves it under. */
  name: z.string().regex(/^[\w.-]+$/, 'a file name without spaces or slashes'),
  size: z.string().min(1),
  /** Its entry in an export menu (a format name). */
  label: z.string().min(1).optional(),
});
export const params = z.strictObject({
  title: z.string().min(1),
  layout: z.enum(['links', 'buttons', 'menu']),
  /** The export menu's button (layout `menu`). */
  menu: z.string().min(1).optional(),
  files: z.array(file).min(1),
});
export type Params = z.infer<typeof params>;
type File = z.infer<typeof file>;

/** Lists of files as products offer them; `{n}` is a number drawn per task. */
const LISTS: readonly { title: string; numbered: boolean; names: readonly string[] }[] = [
  { title: 'Attachments', numbered: false, names: ['meeting-notes.docx', 'site-photos.zip', 'budget-draft.xlsx', 'floor-plan.pdf', 'signed-contract.pdf', 'project-timeline.png'] },
  { title: 'Data exports', numbered: false, names: ['customers.csv', 'orders-q3.csv', 'products.json', 'inventory.xlsx', 'refunds.csv', 'audit-log.txt'] },
  { title: 'Brand assets', numbered: false, names: ['logo-dark.svg', 'logo-light.svg', 'logo-mark.png', 'brand-guide.pdf', 'color-palette.ase', 'typefaces.zip'] },
  { title: 'Release 4.2.0', numbered: false, names: ['app-4.2.0-linux.tar.gz', 'app-4.2.0-macos.dmg', 'app-4.2.0-windows.exe', 'checksums.txt', 'release-notes.md', 'source-4.2.0.zip'] },
  { title: 'Invoices', numbered: true, names: ['invoice-{n}.pdf'] },
  { title: 'Payslips', numbered: true, names: ['payslip-{n}.pdf'] },
  { title: 'Shipping labels', numbered: true, names: ['label-{n}.pdf'] },
];

/** Documents with an export menu: the menu's button, the file stem, and its formats. */
const EXPORTS: readonly { title: string; doc: string; menu: string; stem: string }[] = [
  { title: 'Quarterly sales', doc: 'sales report', menu: 'Export', stem: 'sales-report-q3' },
  { title: 'Team roster', doc: 'roster', menu: 'Download as', stem: 'team-roster' },
  { title: 'Web traffic, last 30 days', doc: 'traffic chart', menu: 'Export', stem: 'traffic-30d' },
  { title: 'Expense claims', doc: 'claims list', menu: 'Download', stem: 'expense-claims' },
];
/** Formats: the menu entry, the extension, and how a sentence names it. */
const FORMATS: readonly (readonly [label: string, ext: string, phrase: string])[] = [
  ['CSV', 'csv', 'CSV'], ['Excel workbook', 'xlsx', 'an Excel workbook'], ['PDF', 'pdf', 'a PDF'],
  ['JSON', 'json', 'JSON'], ['PNG image', 'png', 'a PNG image'], ['Plain text', 'txt', 'plain text'],
];

const size = (rng: Rng) => (rng.next() < 0.5 ? `${rng.int(12, 980)} KB` : `${rng.int(1, 9)}.${rng.int(0, 9)} MB`);

/** Numbered names, all distinct; with `twins`, the first two differ only by two neighbouring digits swapped. */
function numberedNames(rng: Rng, pattern: string, count: number, twins: boolean): string[] {
  const draw = () => `${rng.int(1, 9)}${randomChars(rng, DIGITS, 4)}`;
  const numbers: string[] = [];
  if (twins) {
    let n: string;
    do n = draw(); while (n[3] === n[4]);
    numbers.push(n, n.slice(0, 3) + n[4] + n[3]);
  }
  while (numbers.length < count) {
    const n = draw();
    if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers.map((n) => pattern.replace('{n}', n));
}

export default defineFamily<Params>({
  type: 'download_trigger',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['activate', 'open_and_select'],
  baseAxes: { feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    if (ctx.template === 'open_and_select') {
      const doc = rng.pick(EXPORTS);
      const count = bucket === 'easy' ? 3 : bucket === 'mid' ? 4 : 6;
      const formats = rng.shuffle(FORMATS).slice(0, count);
      const files: File[] = formats.map(([label, ext]) => ({ name: `${doc.stem}.${ext}`, size: size(rng), label }));
      const t = rng.int(0, count - 1);
      const target = files[t];
      const other = files[(t + 1) % count];
      return {
        params: { title: doc.title, layout: 'menu', menu: doc.menu, files },
        checks: [{ kind: 'equals', field: 'downloaded', target: target.name }],
        goal: {
          text: `download the ${doc.doc} as ${formats[t][2]}`,
          reference: 'download the file named in the reference picture',
          mixed: `download the ${doc.doc} under the file name in the reference picture`,
        },
        solution: [
          { do: 'click', target: ctx.scope({ role: 'button', name: doc.menu }) },
          { do: 'click', target: { role: 'menuitem', name: target.label! } },
        ],
        wrong: [{ why: `downloaded it as ${other.label}`, fields: { downloaded: other.name } }],
        axes: { depth_layering: 1, density_choice_interference: count > 4 ? 1 : 0 },
        why: `an export menu of ${count} formats`,
      };
    }

    const list = rng.pick(bucket === 'hard' ? LISTS.filter((l) => l.numbered) : LISTS);
    const count = bucket === 'easy' ? rng.int(1, 3) : bucket === 'mid' ? rng.int(3, 5) : rng.int(5, 6);
    const names = list.numbered ? numberedNames(rng, list.names[0], count, bucket === 'hard') : rng.shuffle(list.names).slice(0, count);
    const layout = bucket === 'easy' ? rng.pick(['links', 'buttons'] as const) : bucket === 'mid' && rng.next() < 0.4 ? 'links' : 'buttons';
    const files: File[] = rng.shuffle(names).map((name) => ({ name, size: size(rng) }));
    // Hard lists: the target is one of the two names that differ by a swap (the first drawn).
    const t = bucket === 'hard' ? files.findIndex((f) => f.name === names[0]) : rng.int(0, count - 1);
    const target = files[t];
    const other = bucket === 'hard' ? files.find((f) => f.name === names[1])! : files.find((f) => f !== target);
    return {
      params: { title: list.title, layout, files },
      checks: [{ kind: 'equals', field: 'downloaded', target: target.name }],
      goal: {
        text: `download "${target.name}"`,
        reference: 'download the file named in the reference picture',
        mixed: `download the file named in the reference picture (it starts with "${target.name.slice(0, 3)}")`,
      },
      solution: [{ do: 'click', target: layout === 'links' ? ctx.scope({ role: 'link', name: target.name }) : { role: 'link', name: 'Download', nth: t, within: ctx.frame } }],
      wrong: other ? [{ why: `downloaded "${other.name}"`, fields: { downloaded: other.name } }] : [{ why: 'downloaded nothing', fields: { downloaded: null } }],
      axes: {
        density_choice_interference: count > 3 ? 1 : 0,
        disambiguation_load: bucket === 'hard' ? 2 : 0,
        target_acquisition: layout === 'buttons' && count > 1 ? 1 : 0,
      },
      why: `${count} file${count > 1 ? 's' : ''} ${layout === 'links' ? 'whose names are the links' : 'with a "Download" button each, alike but for their row'}${bucket === 'hard' ? ', two names two digits apart' : ''}`,
    };
  },
});
