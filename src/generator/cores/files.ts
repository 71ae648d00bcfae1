/**
 * Uploaders and their folders, shared by the file types: each uploader's files (the ones it takes
 * and the ones a person keeps around them), the folder a task offers, and the core of upload,
 * replace and remove-all tasks. A type supplies how its control and its remove buttons are named.
 */
import { z } from 'zod';
import type { FolderFile, ReferenceStep, Target } from '../../core/taskSpec';
import type { TypeModel } from '../../env/kit/types';
import { defineFamily, type CoreContext, type CoreTask, type TaskFamily } from '../family';
import type { Rng } from '../rng';

const fileName = z.string().regex(/^[\w.-]+\.[a-z0-9]+$/, 'a file name with an extension, without spaces or slashes');
/** An uploader's params, common to the file types. */
export const uploaderParams = {
  title: z.string().min(1),
  /** The upload button's label. */
  button: z.string().min(1),
  hint: z.string().min(1),
  /** Extensions the uploader takes (lower case, with the dot). */
  accept: z.array(z.string().regex(/^\.[a-z0-9]+$/)).min(1),
  multiple: z.boolean(),
  /** Files attached when the page opens. */
  initial: z.array(fileName),
};
export const uploaderSchema = z.strictObject(uploaderParams);
export type UploaderParams = z.infer<typeof uploaderSchema>;

/** Uploaders as products show them, and the files a person keeps around them. */
export const UPLOADERS: readonly { title: string; button: string; hint: string; accept: readonly string[]; files: readonly string[] }[] = [
  { title: 'Resume', button: 'Select file', hint: 'PDF or Word document', accept: ['.pdf', '.docx'],
    files: ['resume.pdf', 'resume_2025.pdf', 'resume.docx', 'cover_letter.pdf', 'cover_letter_draft.pdf', 'portfolio.zip', 'headshot.jpg', 'references.pdf'] },
  { title: 'Receipts', button: 'Add receipts', hint: 'JPG, PNG or PDF', accept: ['.jpg', '.png', '.pdf'],
    files: ['receipt_0412.jpg', 'receipt_0421.jpg', 'receipt_0412.pdf', 'taxi_receipt.png', 'hotel_invoice.pdf', 'mileage_log.xlsx', 'expense_notes.txt'] },
  { title: 'Profile photo', button: 'Upload photo', hint: 'PNG or JPG, square works best', accept: ['.png', '.jpg'],
    files: ['profile_photo.png', 'profile_photo_old.png', 'profile_photo.jpg', 'avatar_2024.jpg', 'banner.png', 'signature.gif'] },
  { title: 'Signed contract', button: 'Attach file', hint: 'PDF only', accept: ['.pdf'],
    files: ['contract_signed.pdf', 'contract_draft.pdf', 'contract_signed.docx', 'nda_signed.pdf', 'annex_a.pdf', 'annex_b.pdf'] },
  { title: 'Customer data', button: 'Choose CSV', hint: 'CSV files, first row is the header', accept: ['.csv'],
    files: ['customers_2026.csv', 'customers_2025.csv', 'customers_2026.xlsx', 'orders_2026.csv', 'schema.json', 'readme.txt'] },
  { title: 'Company logo', button: 'Upload logo', hint: 'SVG or PNG', accept: ['.svg', '.png'],
    files: ['logo_new.svg', 'logo_new.png', 'logo_old.svg', 'logo_mark.png', 'brand_guide.pdf', 'favicon.ico'] },
];

const MIME: Record<string, string> = {
  pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: 'application/zip', jpg: 'image/jpeg',
  png: 'image/png', gif: 'image/gif', svg: 'image/svg+xml', ico: 'image/x-icon', csv: 'text/csv', json: 'application/json', txt: 'text/plain',
};
const ext = (name: string) => name.slice(name.lastIndexOf('.'));
/** Names that start alike: the same stem in another type, or a dated or draft copy. */
export const stem = (name: string) => name.split(/[._]/)[0];
export const twins = (name: string, pool: readonly string[]) => pool.filter((n) => n !== name && stem(n) === stem(name));

function folder(rng: Rng, names: string[]): FolderFile[] {
  return rng.shuffle(names).map((name) => ({ name, type: MIME[ext(name).slice(1)], size: rng.int(8, 2400) * 1000 + rng.int(0, 999) }));
}

export const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(names.length === 2 ? ' and ' : ', ');

export type Uploader = (typeof UPLOADERS)[number];

export interface UploaderNames {
  /** What the agent clicks to open the file chooser (unscoped: the core scopes it); `multiple` as the uploader is. */
  picker(u: Uploader, multiple: boolean): Target;
  /** Where a pointer-only agent clicks instead, when the picker has no box worth aiming at. */
  pointerPicker?(u: Uploader): Target;
}

/**
 * An uploader type: the shared params, templates and core; the type says how its library names
 * the control that opens the chooser. Attached files are antd's own Upload list (every remove
 * button reads "Remove file") or, elsewhere, rows whose remove button names the file.
 */
export function uploaderFamily(def: {
  type: string;
  model: TypeModel<UploaderParams>;
  baseAxes: TaskFamily['baseAxes'];
  names(ctx: CoreContext): UploaderNames;
}): TaskFamily<UploaderParams> {
  return defineFamily<UploaderParams>({
    type: def.type,
    libraries: ['antd', 'mui', 'mantine'],
    params: uploaderSchema,
    model: def.model,
    templates: ['file_upload', 'clear_reset'],
    baseAxes: def.baseAxes,
    core: (ctx) => uploaderCore(ctx, def.names(ctx)),
  });
}

/** Upload one file (easy), two or a replacement (mid), two or three among twins (hard); or remove every attached file. */
function uploaderCore(ctx: CoreContext, names: UploaderNames): CoreTask<UploaderParams> {
  const { rng, bucket } = ctx;
  const u = rng.pick(UPLOADERS);
  const base = { title: u.title, button: u.button, hint: u.hint, accept: [...u.accept] };
  const accepted = u.files.filter((n) => u.accept.includes(ext(n)));

  if (ctx.template === 'clear_reset') {
    const count = bucket === 'easy' ? 1 : bucket === 'mid' ? 2 : 3;
    const initial = rng.shuffle(accepted).slice(0, count);
    const remove = (name: string): ReferenceStep => ({
      do: 'click',
      target: ctx.library === 'antd' ? { role: 'button', name: 'Remove file', nth: 0, within: ctx.frame } : ctx.scope({ role: 'button', name: `Remove ${name}` }),
    });
    return {
      params: { ...base, multiple: count > 1, initial },
      checks: [{ kind: 'equals', field: 'files', target: [] }],
      goal: {
        text: count > 1 ? 'remove every attached file' : `remove the attached file "${initial[0]}"`,
        reference: 'leave the attached files as the reference picture shows',
      },
      solution: initial.map(remove),
      wrong: [{ why: 'left a file attached', fields: { files: initial.slice(-1) } }],
      axes: { target_acquisition: count > 1 ? 1 : 0 },
      why: `${count} attached file${count > 1 ? 's' : ''} to remove one by one`,
    };
  }

  // Upload: one file (easy), two or a replacement (mid), two or three among twins (hard).
  const replace = bucket === 'mid' && rng.next() < 0.5;
  const count = bucket === 'easy' || replace ? 1 : bucket === 'mid' ? 2 : rng.int(2, 3);
  // Targets with twins in the pool make hard folders; easy ones draw from all accepted files.
  const withTwins = accepted.filter((n) => twins(n, u.files).length > 0);
  const first = rng.pick(bucket === 'easy' ? accepted : withTwins);
  const targets = [first, ...rng.shuffle(accepted.filter((n) => n !== first && stem(n) !== stem(first))).slice(0, count - 1)];
  const many = targets.length > 1;
  const near = targets.flatMap((t) => twins(t, u.files)).filter((n) => !targets.includes(n));
  const others = rng.shuffle(u.files.filter((n) => !targets.includes(n) && !near.includes(n)));
  const initial = replace ? [near.find((n) => accepted.includes(n)) ?? others.find((n) => accepted.includes(n))!] : [];
  const extra = bucket === 'easy' ? others.slice(0, 2) : bucket === 'mid' ? [...near.slice(0, 1), ...others.slice(0, 2)] : [...near, ...others.slice(0, 2)];
  const files = folder(rng, [...new Set([...targets, ...extra, ...initial])]);
  const twin = near[0] ?? others[0];
  const upload = (t: Target): ReferenceStep[] => [{ do: 'upload_file', target: ctx.scope(t), files: targets }];
  return {
    params: { ...base, multiple: many, initial },
    files,
    checks: [many ? { kind: 'set_equals', field: 'files', target: targets } : { kind: 'equals', field: 'files', target: targets }],
    goal: {
      text: replace ? `replace the attached file with ${quoted(targets)}` : `upload ${quoted(targets)}`,
      reference: many ? 'upload the files named in the reference picture' : 'upload the file named in the reference picture',
      mixed: `upload the ${many ? 'files' : 'file'} named in the reference picture (${many ? `${[...new Set(targets.map(ext))].join(' and ')} files` : `a ${ext(first)} file`})`,
    },
    solution: upload(names.picker(u, many)),
    ...(names.pointerPicker ? { pointerSolution: upload(names.pointerPicker(u)) } : {}),
    wrong: [
      { why: `uploaded "${twin}" instead`, fields: { files: many ? [twin, ...targets.slice(1)] : [twin] } },
      ...(many ? [{ why: 'uploaded one file too few', fields: { files: targets.slice(1) } }] : []),
      ...(replace ? [{ why: 'kept the old file beside the new one', fields: { files: [...initial, ...targets] } }] : []),
    ],
    axes: {
      density_choice_interference: files.length > 5 ? 1 : 0,
      disambiguation_load: near.length ? (bucket === 'hard' ? 2 : 1) : 0,
      depth_layering: 1,
    },
    why: `${replace ? 'an attached file to replace' : `${targets.length} file${many ? 's' : ''} to pick`} from a folder of ${files.length}${near.length ? ` with ${near.length} look-alike name${near.length > 1 ? 's' : ''}` : ''}, through the system file chooser`,
  };
}
