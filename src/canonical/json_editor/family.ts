/**
 * JSON editors: MUI's is CodeMirror with JSON highlighting, Mantine's its own JsonInput, antd's a
 * TextArea with antd's error status (CodeMirror with antd and a scene's dialog or clutter weighs
 * more than a page may). Every one commits the value the document parses to, and only then.
 */
import { z } from 'zod';
import type { Json } from '../../core/json';
import { defineFamily } from '../../generator/family';
import { EDITOR_FAMILY, fits } from '../../generator/cores/text';
import { jsonAt, jsonWith, jsonWithout, pathText, type JsonPath } from '../../env/kit/code';
import { model } from './model';

export const params = z.strictObject({
  /** The file the editor holds; its name labels the editor. */
  file: z.string().regex(/^[a-z-]+\.json$/),
  /** The document on load (empty for a new file). */
  initial: z.string(),
});
export type Params = z.infer<typeof params>;

type Obj = { [key: string]: Json };

/** A value a task sets: at `path`, one of `to` (its type may differ from the one in place only where said). */
interface Change { path: JsonPath; to: readonly Json[] }
/** A key a task adds to the object at `path`. */
interface Addition { path: JsonPath; key: string; value: Json }

interface Doc { file: string; value: Obj; top: readonly Change[]; nested: readonly Change[]; add: Addition; remove: JsonPath; append: { path: JsonPath; value: Json } }

/** Small JSON files, each with values a task may change, a key to add, one to remove and an array to grow. */
const DOCS: readonly Doc[] = [
  {
    file: 'settings.json',
    value: { theme: 'light', fontSize: 14, autosave: true, languages: ['en', 'de'], editor: { tabSize: 2, wordWrap: false } },
    top: [{ path: ['theme'], to: ['dark', 'system'] }, { path: ['fontSize'], to: [16, 12, 15] }, { path: ['autosave'], to: [false] }],
    nested: [{ path: ['editor', 'tabSize'], to: [4, 8] }, { path: ['editor', 'wordWrap'], to: [true] }],
    add: { path: ['editor'], key: 'lineNumbers', value: true },
    remove: ['autosave'],
    append: { path: ['languages'], value: 'fr' },
  },
  {
    file: 'package.json',
    value: { name: 'acme-web', version: '1.4.0', private: true, scripts: { build: 'vite build', test: 'vitest' }, keywords: ['shop', 'web'] },
    top: [{ path: ['version'], to: ['1.5.0', '2.0.0'] }, { path: ['name'], to: ['acme-shop', 'acme-site'] }, { path: ['private'], to: [false] }],
    nested: [{ path: ['scripts', 'test'], to: ['vitest run', 'vitest --coverage'] }, { path: ['scripts', 'build'], to: ['vite build --minify', 'tsc && vite build'] }],
    add: { path: ['scripts'], key: 'lint', value: 'eslint .' },
    remove: ['private'],
    append: { path: ['keywords'], value: 'react' },
  },
  {
    file: 'flags.json',
    value: { checkout: { enabled: true, rollout: 25 }, search: { enabled: false, rollout: 0 }, owners: ['ana', 'ben'], audit: true },
    top: [{ path: ['audit'], to: [false] }],
    nested: [{ path: ['checkout', 'rollout'], to: [50, 75, 100] }, { path: ['search', 'enabled'], to: [true] }, { path: ['search', 'rollout'], to: [10, 20] }],
    add: { path: ['search'], key: 'beta', value: true },
    remove: ['audit'],
    append: { path: ['owners'], value: 'cho' },
  },
  {
    file: 'user.json',
    value: { id: 1042, name: 'Mira Patel', email: 'mira@example.com', roles: ['editor'], address: { city: 'Porto', zip: '4000-123' } },
    top: [{ path: ['name'], to: ['Mira Shah', 'Mira Costa'] }, { path: ['email'], to: ['mira@example.org', 'mpatel@example.com'] }, { path: ['id'], to: [1043, 2042] }],
    nested: [{ path: ['address', 'city'], to: ['Lisbon', 'Braga'] }, { path: ['address', 'zip'], to: ['1000-001', '4700-320'] }],
    add: { path: ['address'], key: 'country', value: 'PT' },
    remove: ['email'],
    append: { path: ['roles'], value: 'admin' },
  },
  {
    file: 'inventory.json',
    value: { sku: 'TBL-220', stock: 14, warehouse: 'north', size: { width: 120, depth: 60, height: 74 }, tags: ['oak', 'desk'] },
    top: [{ path: ['stock'], to: [20, 9, 0] }, { path: ['warehouse'], to: ['south', 'east'] }],
    nested: [{ path: ['size', 'height'], to: [72, 76] }, { path: ['size', 'width'], to: [140, 100] }],
    add: { path: ['size'], key: 'weight', value: 31 },
    remove: ['warehouse'],
    append: { path: ['tags'], value: 'sale' },
  },
];

/** New files and the objects a task types into them, by bucket: flat, nested, with an array. */
const NEW_FILES = ['profile.json', 'config.json', 'data.json'] as const;
const OBJECTS: Record<'easy' | 'mid' | 'hard', readonly Obj[]> = {
  easy: [{ name: 'Ada', age: 36 }, { city: 'Oslo', open: true }, { id: 7, label: 'draft' }],
  mid: [{ name: 'Ada', contact: { email: 'ada@example.com' } }, { port: 8080, tls: { enabled: true } }, { title: 'Notes', meta: { pinned: false } }],
  hard: [{ team: 'core', members: ['ana', 'ben'], lead: { name: 'Ana' } }, { retries: 3, codes: [500, 503], backoff: { base: 100 } }],
};

/** A value as an instruction writes it, on one line with a space after each colon and comma. */
const show = (v: Json) => JSON.stringify(v, null, 1).replace(/\n\s*/g, ' ');
const pretty = (v: Json) => JSON.stringify(v, null, 2);
export default defineFamily<Params>({
  type: 'json_editor',
  ...EDITOR_FAMILY,
  params,
  model,
  templates: ['editor_operation', 'enter_formatted', 'clear_reset'],
  core(ctx) {
    const { rng, bucket } = ctx;
    const fill = (file: string, text: string) => [{ do: 'fill' as const, target: ctx.scope({ role: 'textbox', name: file }), text }];
    const json = (v: Json) => ({ json: v });

    if (ctx.template === 'enter_formatted') {
      const file = rng.pick(NEW_FILES);
      const shown = OBJECTS.easy.filter((o) => fits(ctx, show(o)));
      const target = rng.pick(ctx.scene.guidance === 'text' ? OBJECTS[bucket] : shown.length ? shown : OBJECTS.easy);
      const typed = Object.keys(target).find((k) => typeof target[k] !== 'string' && typeof target[k] !== 'object');
      return {
        params: { file, initial: '' },
        checks: [{ kind: 'equals', field: 'json', target }],
        goal: {
          text: `enter the JSON object ${show(target)} in the empty ${file} editor`,
          reference: `enter the JSON object shown in the reference picture in the empty ${file} editor`,
          mixed: `enter the JSON object shown in the reference picture in the empty ${file} editor (it has ${Object.keys(target).length} keys)`,
        },
        solution: fill(file, pretty(target)),
        wrong: [
          ...(typed ? [{ why: 'a value typed as a string', fields: json({ ...target, [typed]: String(target[typed]) }) }] : []),
          { why: 'the last key left out', fields: json(Object.fromEntries(Object.entries(target).slice(0, -1))) },
        ],
        axes: { precision_requirement: bucket === 'hard' ? 1 : 0 },
        why: bucket === 'easy' ? 'type a flat JSON object' : bucket === 'mid' ? 'type a JSON object with a nested object' : 'type a JSON object with an array and a nested object',
      };
    }

    const doc = rng.pick(DOCS);
    const base = { file: doc.file, initial: pretty(doc.value) };
    if (ctx.template === 'clear_reset') {
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'json', target: {} }],
        goal: { text: `replace everything in the ${doc.file} editor with an empty object, {}`, reference: `replace everything in the ${doc.file} editor with an empty object, {}` },
        solution: fill(doc.file, '{}'),
        wrong: [{ why: 'an empty array instead', fields: json([]) }, { why: 'one key left behind', fields: json(Object.fromEntries(Object.entries(doc.value).slice(0, 1))) }],
        why: 'replace a whole JSON document',
      };
    }

    // editor_operation: a picture shows one value, so picture tasks change one value.
    const op = ctx.scene.guidance !== 'text' ? 'top' : bucket === 'easy' ? 'top' : bucket === 'mid' ? 'nested' : rng.pick(['add', 'remove', 'append'] as const);
    if (op === 'top' || op === 'nested') {
      const pool = (op === 'top' ? doc.top : doc.nested).filter((c) => c.to.some((to) => fits(ctx, `${pathText(c.path)}: ${show(to)}`)));
      const c = rng.pick(pool.length ? pool : op === 'top' ? doc.top : doc.nested);
      const tos = c.to.filter((to) => fits(ctx, `${pathText(c.path)}: ${show(to)}`));
      const to = rng.pick(tos.length ? tos : c.to);
      const target = jsonWith(doc.value, c.path, to);
      const other = [...doc.top, ...doc.nested].find((x) => x !== c)!;
      const wrong = [
        { why: 'the right value set on another key', fields: json(jsonWith(doc.value, other.path, other.to[0])) },
        ...(typeof to === 'string' ? [] : [{ why: 'the value typed as a string', fields: json(jsonWith(doc.value, c.path, String(to))) }]),
        ...(c.path.length > 1 ? [{ why: 'set at the top level instead of inside the object', fields: json({ ...doc.value, [c.path[c.path.length - 1]]: to }) }] : []),
      ];
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'json', target }],
        goal: {
          text: `in the ${doc.file} editor, set ${pathText(c.path)} to ${show(to)}`,
          reference: `in the ${doc.file} editor, set the value named in the reference picture to the value it shows`,
          mixed: `in the ${doc.file} editor, set ${pathText(c.path)} to the value shown in the reference picture (was ${show(jsonAt(doc.value, c.path) ?? null)})`,
        },
        solution: fill(doc.file, pretty(target)),
        wrong,
        axes: { precision_requirement: c.path.length > 1 ? 1 : 0 },
        why: c.path.length > 1 ? 'change one value inside a nested object' : 'change one top-level value',
      };
    }
    if (op === 'add') {
      const { path, key, value } = doc.add;
      const target = jsonWith(doc.value, [...path, key], value);
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'json', target }],
        goal: { text: `in the ${doc.file} editor, add the key "${key}" with the value ${show(value)} to the ${pathText(path)} object`, reference: `in the ${doc.file} editor, add the key "${key}" with the value ${show(value)} to the ${pathText(path)} object` },
        solution: fill(doc.file, pretty(target)),
        wrong: [
          { why: 'added at the top level', fields: json({ ...doc.value, [key]: value }) },
          ...(typeof value === 'string' ? [] : [{ why: 'the value typed as a string', fields: json(jsonWith(doc.value, [...path, key], String(value))) }]),
        ],
        axes: { precision_requirement: 1 },
        why: 'add a key inside a nested object, keeping the document valid JSON',
      };
    }
    if (op === 'remove') {
      const target = jsonWithout(doc.value, doc.remove);
      const other = Object.keys(doc.value).find((k) => k !== doc.remove[0])!;
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'json', target }],
        goal: { text: `in the ${doc.file} editor, remove the key "${pathText(doc.remove)}" and its value`, reference: `in the ${doc.file} editor, remove the key "${pathText(doc.remove)}" and its value` },
        solution: fill(doc.file, pretty(target)),
        wrong: [
          { why: 'another key removed', fields: json(jsonWithout(doc.value, [other])) },
          { why: 'its value set to null instead', fields: json(jsonWith(doc.value, doc.remove, null)) },
        ],
        why: 'remove a key with its value, keeping the document valid JSON (no trailing comma)',
      };
    }
    const { path, value } = doc.append;
    const list = jsonAt(doc.value, path) as Json[];
    const target = jsonWith(doc.value, path, [...list, value]);
    return {
      params: base,
      checks: [{ kind: 'equals', field: 'json', target }],
      goal: { text: `in the ${doc.file} editor, add ${show(value)} to the end of the ${pathText(path)} list`, reference: `in the ${doc.file} editor, add ${show(value)} to the end of the ${pathText(path)} list` },
      solution: fill(doc.file, pretty(target)),
      wrong: [
        { why: 'added at the start of the list', fields: json(jsonWith(doc.value, path, [value, ...list])) },
        { why: 'the list replaced by the new item', fields: json(jsonWith(doc.value, path, value)) },
      ],
      why: 'append to an array inside a JSON document',
    };
  },
});
