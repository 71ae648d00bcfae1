import { z } from 'zod';
import { EDITOR_FAMILY, fits, nearMiss, quoted } from '../../generator/cores/text';
import { defineFamily } from '../../generator/family';
import { normalizeCode } from '../../env/kit/code';
import { model } from './model';

export const params = z.strictObject({
  /** The file the editor holds; its name labels the editor. */
  file: z.string().regex(/^[a-z]+\.js$/),
  /** The document on load. */
  initial: z.string(),
});
export type Params = z.infer<typeof params>;

/** A value in the code that a task changes: on line `line`, `from` becomes one of `to`. */
interface Setting { line: number; name: string; from: string; to: readonly string[] }
/** A line a task adds after line `after`. */
interface Addition { after: number; line: string }

interface Snippet { file: string; lines: readonly string[]; settings: readonly Setting[]; add: Addition; drop: { line: number; say: string } }

/** Short JavaScript files, each with values a task may change, a line to add and a line to delete. */
const SNIPPETS: readonly Snippet[] = [
  {
    file: 'retry.js',
    lines: ['const retry = {', '  attempts: 3,', '  delayMs: 250,', "  backoff: 'linear',", '  // verbose: true,', '};', '', 'export default retry;'],
    settings: [
      { line: 1, name: 'attempts', from: '3', to: ['5', '4', '6'] },
      { line: 2, name: 'delayMs', from: '250', to: ['500', '400', '750'] },
      { line: 3, name: 'backoff', from: "'linear'", to: ["'exponential'", "'fixed'"] },
    ],
    add: { after: 2, line: 'maxDelayMs: 8000,' },
    drop: { line: 4, say: 'the commented-out verbose line' },
  },
  {
    file: 'server.js',
    lines: ["import { createServer } from 'node:http';", '', 'const PORT = 3000;', "const HOST = 'localhost';", "console.log('starting');", '', 'createServer((req, res) => {', "  res.end('ok');", '}).listen(PORT, HOST);'],
    settings: [
      { line: 2, name: 'PORT', from: '3000', to: ['8080', '5000', '4000'] },
      { line: 3, name: 'HOST', from: "'localhost'", to: ["'0.0.0.0'", "'127.0.0.1'"] },
      { line: 7, name: 'the response text', from: "'ok'", to: ["'ready'", "'alive'"] },
    ],
    add: { after: 7, line: "res.setHeader('Cache-Control', 'no-store');" },
    drop: { line: 4, say: "the console.log('starting') line" },
  },
  {
    file: 'theme.js',
    lines: ['export const theme = {', "  primary: '#1677ff',", '  radius: 6,', '  fontSize: 14,', '  dark: false,', '};'],
    settings: [
      { line: 1, name: 'primary', from: "'#1677ff'", to: ["'#52c41a'", "'#fa541c'"] },
      { line: 2, name: 'radius', from: '6', to: ['8', '4', '12'] },
      { line: 3, name: 'fontSize', from: '14', to: ['16', '12', '15'] },
      { line: 4, name: 'dark', from: 'false', to: ['true'] },
    ],
    add: { after: 3, line: "fontFamily: 'Inter'," },
    drop: { line: 4, say: 'the dark line' },
  },
  {
    file: 'pricing.js',
    lines: ['const TAX_RATE = 0.2;', 'const CURRENCY = "EUR";', '', 'export function total(items) {', '  const sum = items.reduce((s, i) => s + i.price, 0);', '  console.log(sum);', '  return sum * (1 + TAX_RATE);', '}'],
    settings: [
      { line: 0, name: 'TAX_RATE', from: '0.2', to: ['0.19', '0.21', '0.07'] },
      { line: 1, name: 'CURRENCY', from: '"EUR"', to: ['"USD"', '"GBP"'] },
      { line: 4, name: 'the starting value of the reduce', from: ', 0)', to: [', 10)', ', 5)'] },
    ],
    add: { after: 4, line: 'if (sum === 0) return 0;' },
    drop: { line: 5, say: 'the console.log line' },
  },
  {
    file: 'routes.js',
    lines: ['export const routes = [', "  { path: '/', page: 'Home' },", "  { path: '/about', page: 'About' },", "  { path: '/pricing', page: 'Pricing' },", "  { path: '/old-blog', page: 'Blog' },", '];'],
    settings: [
      { line: 2, name: "the path of the 'About' page", from: "'/about'", to: ["'/team'", "'/company'"] },
      { line: 3, name: "the page of the '/pricing' path", from: "'Pricing'", to: ["'Plans'", "'Prices'"] },
      { line: 1, name: "the page of the '/' path", from: "'Home'", to: ["'Start'", "'Welcome'"] },
    ],
    add: { after: 3, line: "{ path: '/contact', page: 'Contact' }," },
    drop: { line: 4, say: "the '/old-blog' route" },
  },
  {
    file: 'greet.js',
    lines: ['function greet(name, excited) {', "  const mark = excited ? '!' : '.';", "  return 'Hello, ' + name + mark;", '}', '', "console.log(greet('Ada', true));", "console.log(greet('Alan', false));"],
    settings: [
      { line: 5, name: "the name in the first call", from: "'Ada'", to: ["'Grace'", "'Linus'"] },
      { line: 2, name: 'the greeting', from: "'Hello, '", to: ["'Welcome, '", "'Hi, '"] },
      { line: 6, name: 'the second argument of the last call', from: 'false', to: ['true'] },
    ],
    add: { after: 0, line: "if (!name) return 'Hello';" },
    drop: { line: 6, say: "the call that greets 'Alan'" },
  },
];

/** New files and the code a task types into them, by bucket: one line, two lines, a block. */
const NEW_FILES = ['scratch.js', 'main.js', 'index.js', 'setup.js'] as const;
const ENTRIES: Record<'easy' | 'mid' | 'hard', readonly (readonly string[])[]> = {
  easy: [['export const limit = 20;'], ["console.log('hello');"], ['let count = 0;'], ["import fs from 'node:fs';"]],
  mid: [['const a = 2;', 'const b = a * 3;'], ["const name = 'Ada';", 'console.log(name);'], ['let total = 0;', 'total += 5;']],
  hard: [['if (ready) {', '  start();', '}'], ['for (const item of items) {', '  console.log(item);', '}'], ['function double(n) {', '  return n * 2;', '}']],
};

const COUNTS = ['no', 'one', 'two', 'three', 'four'];

const setLine = (lines: readonly string[], s: Setting, to: string) => lines.map((l, i) => (i === s.line ? l.replace(s.from, to) : l));
const docOf = (lines: readonly string[]) => lines.join('\n');

export default defineFamily<Params>({
  type: 'code_editor',
  ...EDITOR_FAMILY,
  // CodeMirror over antd leaves little of a page's budget for the scene.
  heavyOn: ['antd'],
  params,
  model,
  templates: ['editor_operation', 'enter_text', 'clear_reset'],
  core(ctx) {
    const { rng, bucket } = ctx;
    const editor = (file: string) => ctx.scope({ role: 'textbox', name: file });
    const fill = (file: string, doc: string) => [{ do: 'fill' as const, target: editor(file), text: doc }];
    const code = (doc: string) => ({ code: normalizeCode(doc) });

    if (ctx.template === 'enter_text') {
      const file = rng.pick(NEW_FILES);
      const pool = ctx.scene.guidance === 'text' ? ENTRIES[bucket] : ENTRIES.easy.filter(([l]) => fits(ctx, l));
      const lines = rng.pick(pool.length ? pool : ENTRIES.easy);
      const doc = docOf(lines);
      const target = normalizeCode(doc);
      return {
        params: { file, initial: '' },
        checks: [{ kind: 'equals', field: 'code', target }],
        goal: {
          text: lines.length === 1 ? `enter the line ${quoted(lines[0])} in the empty ${file} editor`
            : `enter ${COUNTS[lines.length]} lines in the empty ${file} editor, in this order: ${lines.map((l) => quoted(l.trim())).join(', ')}`,
          reference: `enter the line of code shown in the reference picture in the empty ${file} editor`,
          mixed: `enter the line of code shown in the reference picture in the empty ${file} editor (${target.length} characters, starting with "${target.split(' ')[0]}")`,
        },
        solution: fill(file, doc),
        wrong: [
          { why: 'one character missing', fields: code(nearMiss(rng, target)) },
          ...(lines.length > 1 ? [{ why: 'all on one line', fields: code(lines.map((l) => l.trim()).join(' ')) }, { why: 'last line missing', fields: code(docOf(lines.slice(0, -1))) }] : []),
        ],
        axes: { precision_requirement: lines.length > 2 ? 1 : 0 },
        why: lines.length === 1 ? 'one line into an empty code editor' : `${lines.length} lines${lines.length > 2 ? ' with a block the editor indents' : ''} into an empty code editor`,
      };
    }

    const snip = rng.pick(SNIPPETS);
    const initial = docOf(snip.lines);
    const base = { file: snip.file, initial };
    if (ctx.template === 'clear_reset') {
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'code', target: '' }],
        goal: { text: `delete all the code in the ${snip.file} editor, leaving it empty`, reference: `delete all the code in the ${snip.file} editor, leaving it empty` },
        solution: fill(snip.file, ''),
        wrong: [
          { why: 'first line left behind', fields: code(snip.lines[0]) },
          { why: 'only the first line deleted', fields: code(docOf(snip.lines.slice(1))) },
        ],
        why: 'select everything in a code editor and delete it',
      };
    }

    // editor_operation. A picture shows one changed line, so picture tasks change one value.
    const change = (s: Setting, to: string) => `change ${s.name} from ${s.from} to ${to}`;
    const op = ctx.scene.guidance !== 'text' || bucket === 'easy' ? 'one' : bucket === 'mid' ? 'two' : rng.pick(['add', 'drop'] as const);
    if (op === 'one' || op === 'two') {
      // A picture shows the changed line: keep to values whose line it shows legibly.
      const shows = (s: Setting, to: string) => fits(ctx, snip.lines[s.line].replace(s.from, to).trim());
      const shown = snip.settings.filter((s) => s.to.some((to) => shows(s, to)));
      const picked = rng.sample(shown.length ? shown : snip.settings, op === 'one' ? 1 : 2).sort((a, b) => a.line - b.line);
      const tos = picked.map((s) => {
        const legible = s.to.filter((to) => shows(s, to));
        return rng.pick(legible.length ? legible : s.to);
      });
      let lines: readonly string[] = snip.lines;
      picked.forEach((s, i) => { lines = setLine(lines, s, tos[i]); });
      const doc = docOf(lines);
      const other = snip.settings.find((s) => !picked.includes(s))!;
      const [first] = picked;
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'code', target: normalizeCode(doc) }],
        goal: {
          text: `in the ${snip.file} editor, ${picked.map((s, i) => change(s, tos[i])).join(' and ')}`,
          reference: `in the ${snip.file} editor, change the line that sets ${first.name} so that it reads as shown in the reference picture`,
          mixed: `in the ${snip.file} editor, change ${first.name} from ${first.from} to the value shown in the reference picture`,
        },
        solution: fill(snip.file, doc),
        wrong: [
          { why: 'new value typed beside the old one', fields: code(docOf(setLine(snip.lines, first, first.from + tos[0]))) },
          { why: 'another value changed instead', fields: code(docOf(setLine(snip.lines, other, other.to[0]))) },
          ...(picked.length > 1 ? [{ why: 'only the first value changed', fields: code(docOf(setLine(snip.lines, first, tos[0]))) }] : []),
        ],
        axes: { disambiguation_load: picked.length > 1 ? 1 : 0 },
        why: picked.length > 1 ? 'change two values on different lines of a file' : 'change one value in a file',
      };
    }
    if (op === 'add') {
      const { after, line } = snip.add;
      const indent = /^\s*/.exec(snip.lines[after])![0];
      const lines = [...snip.lines.slice(0, after + 1), indent + line, ...snip.lines.slice(after + 1)];
      const anchor = snip.lines[after].trim();
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'code', target: normalizeCode(docOf(lines)) }],
        goal: {
          text: `in the ${snip.file} editor, add the line ${quoted(line)} right after the line ${quoted(anchor)}`,
          reference: `in the ${snip.file} editor, add the line shown in the reference picture right after the line ${quoted(anchor)}`,
        },
        solution: fill(snip.file, docOf(lines)),
        wrong: [
          { why: 'added at the end of the file', fields: code(docOf([...snip.lines, line])) },
          { why: 'added before the line instead of after it', fields: code(docOf([...snip.lines.slice(0, after), indent + line, ...snip.lines.slice(after)])) },
          { why: 'one character missing', fields: code(docOf(lines.map((l, i) => (i === after + 1 ? nearMiss(rng, l) : l)))) },
        ],
        axes: { precision_requirement: 1 },
        why: 'add a line at a given place in a file, where the editor indents new lines itself',
      };
    }
    const { line: gone, say } = snip.drop;
    const lines = snip.lines.filter((_, i) => i !== gone);
    const neighbour = gone + 1 < snip.lines.length ? gone + 1 : gone - 1;
    return {
      params: base,
      checks: [{ kind: 'equals', field: 'code', target: normalizeCode(docOf(lines)) }],
      goal: { text: `in the ${snip.file} editor, delete ${say}`, reference: `in the ${snip.file} editor, delete ${say}` },
      solution: fill(snip.file, docOf(lines)),
      wrong: [
        { why: 'a neighbouring line deleted instead', fields: code(docOf(snip.lines.filter((_, i) => i !== neighbour))) },
        // Emptying the last line is deleting it (the state drops blank lines at the end).
        ...(gone < snip.lines.length - 1 ? [{ why: 'the line emptied but left in place', fields: code(docOf(snip.lines.map((l, i) => (i === gone ? '' : l)))) }] : []),
      ],
      why: 'find one line of a file and delete it whole',
    };
  },
});
