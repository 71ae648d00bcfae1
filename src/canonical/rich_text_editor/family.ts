/**
 * Rich text editors: Mantine's RichTextEditor over Tiptap (the official release draws every rich
 * text task on Mantine, the only one of the three libraries that ships one). Formatting a word
 * needs a real selection in a contenteditable: the reference makes it from the keyboard, which
 * every mode offers (to the document's end, up to the line, word jumps to the phrase, then
 * shift-word jumps over it), then uses the toolbar. Lines are short so that each block is one
 * visual line and the arrow keys move block by block.
 */
import { z } from 'zod';
import type { ReferenceStep } from '../../core/taskSpec';
import { EDITOR_FAMILY, quoted } from '../../generator/cores/text';
import { defineFamily, type CoreContext } from '../../generator/family';
import { normalizeRich, toEditorJson, type RichNode, type RichRun } from '../../env/kit/richText';
import { model } from './model';

const runSchema = z.strictObject({ text: z.string().min(1), marks: z.array(z.string().min(1)).min(1).optional() });
const nodeSchema: z.ZodType<RichNode> = z.lazy(() =>
  z.strictObject({
    type: z.string().min(1),
    level: z.number().int().min(1).max(6).optional(),
    align: z.enum(['center', 'right', 'justify']).optional(),
    text: z.array(runSchema).min(1).optional(),
    content: z.array(nodeSchema).min(1).optional(),
  }),
);

export const params = z.strictObject({
  /** The editor's label, shown above its toolbar. */
  label: z.string().min(1),
  /** The document on load, in the state's normalized form. */
  initial: z.array(nodeSchema),
});
export type Params = z.infer<typeof params>;

/**
 * Short notes: a title, a sentence and three lines that are not yet a list. `words` are phrases of
 * the sentence a task may format: each appears once in the note and is followed by a space.
 */
interface Note { label: string; title: string; sentence: string; items: readonly [string, string, string]; words: readonly string[] }

const NOTES: readonly Note[] = [
  { label: 'Status update', title: 'Sprint 14 review', sentence: 'We shipped the new billing page today.', items: ['Invoices export to PDF', 'Refunds need one click', 'Receipts show the tax line'], words: ['shipped', 'billing page', 'new'] },
  { label: 'Team announcement', title: 'Office move', sentence: 'The team moves to floor five in May.', items: ['Pack your desk by Friday', 'Label every box', 'Return your old badge'], words: ['floor five', 'moves', 'team'] },
  { label: 'Product brief', title: 'Smart reminders', sentence: 'Reminders adapt to when you read mail.', items: ['Snooze for an hour', 'Repeat every weekday', 'Quiet during meetings'], words: ['adapt', 'when you', 'Reminders'] },
  { label: 'Event invite', title: 'Summer picnic', sentence: 'Bring a warm blanket to the park today.', items: ['Games start at noon', 'Drinks are provided', 'Kids are welcome'], words: ['warm blanket', 'park', 'Bring'] },
  { label: 'Support reply', title: 'Payment update', sentence: 'Your refund was sent back to your card.', items: ['Banks take three days', 'The email has a receipt', 'Reply if it does not arrive'], words: ['refund', 'sent back', 'was'] },
];

/** Sentences and lines to type, by bucket: one sentence, two paragraphs, three. */
const DRAFTS: Record<'easy' | 'mid' | 'hard', readonly (readonly string[])[]> = {
  easy: [['We shipped the February build.'], ['Lunch is at noon today.'], ['The demo starts at three.']],
  mid: [['Thanks for the review.', 'I fixed both typos.'], ['The office is closed.', 'Work from home on Monday.']],
  hard: [['Agenda for Friday', 'Budget review first.', 'Hiring plan second.'], ['Trip checklist', 'Book the hotel.', 'Renew the passport.']],
};

/** Sentences with a word to type formatted: [before, formatted, after]. */
const FORMATTED: readonly (readonly [string, string, string])[] = [
  ['The deadline is ', 'Friday', ' at noon.'],
  ['Please ', 'do not', ' reply to this email.'],
  ['Our new office is in ', 'Lisbon', ' now.'],
  ['The meeting moved to ', 'Room 4', ' today.'],
];

/** Marks a task may toggle, with the toolbar button that toggles each and how a goal names it. */
const MARKS = {
  bold: { button: 'Bold', say: 'bold' },
  italic: { button: 'Italic', say: 'italic' },
  underline: { button: 'Underline', say: 'underlined' },
  strike: { button: 'Strikethrough', say: 'struck through' },
} as const;
type MarkName = keyof typeof MARKS;

const LINKS = ['https://example.com/billing', 'https://example.com/office', 'https://example.com/help'] as const;

type Part = string | readonly [string, ...string[]];
const runs = (parts: readonly Part[]): RichRun[] => parts.map((p) => (typeof p === 'string' ? { text: p } : { text: p[0], marks: p.slice(1) }));
const para = (...parts: Part[]): RichNode => ({ type: 'paragraph', text: runs(parts) });
/** Blocks in their committed form, the way the page writes them (runs merged, marks sorted). */
const canon = (blocks: readonly RichNode[]) => normalizeRich(toEditorJson(blocks));
const doc = (blocks: readonly RichNode[]) => ({ doc: canon(blocks) });

/** The note's blocks, with its sentence given as parts (to format words in it) and its title and lines as given. */
function noteBlocks(n: Note, o: { title?: RichNode; sentence?: readonly Part[]; after?: readonly RichNode[]; items?: readonly RichNode[] } = {}): RichNode[] {
  return [o.title ?? para(n.title), para(...(o.sentence ?? [n.sentence])), ...(o.after ?? []), ...(o.items ?? n.items.map((i) => para(i)))];
}

/** The sentence with each phrase given its marks. */
function marked(sentence: string, spans: readonly { phrase: string; marks: readonly string[] }[]): Part[] {
  const sorted = [...spans].sort((a, b) => sentence.indexOf(a.phrase) - sentence.indexOf(b.phrase));
  const out: Part[] = [];
  let at = 0;
  for (const s of sorted) {
    const i = sentence.indexOf(s.phrase, at);
    if (i < 0) throw new Error(`"${s.phrase}" is not in "${sentence}" after position ${at}`);
    if (i > at) out.push(sentence.slice(at, i));
    out.push([s.phrase, ...s.marks]);
    at = i + s.phrase.length;
  }
  if (at < sentence.length) out.push(sentence.slice(at));
  return out;
}

/** What one word jump passes in Chromium: a word, or a run of punctuation ("May." is two). */
const JUMP = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]+/gu;
const jumps = (s: string) => s.match(JUMP)?.length ?? 0;

const key = (k: string): ReferenceStep => ({ do: 'keyboard_press', key: k });
const keys = (k: string, n: number): ReferenceStep[] => Array.from({ length: n }, () => key(k));

/**
 * The caret to the end of editor `label`'s document, which works from a click anywhere in it:
 * Chromium ignores a first Ctrl+Home after a click in a contenteditable, so the reference never
 * counts on reaching the start.
 */
const toEnd = (ctx: CoreContext, label: string): ReferenceStep => ({ do: 'press', target: ctx.scope({ role: 'textbox', name: label }), key: 'Control+End' });

/**
 * Keyboard steps that select `phrase` in the line `below` blocks above the last one (blocks one
 * visual line each): to the document's end and up to the line, then from whichever end of the line
 * is nearer, word jumps to the phrase and shift-word jumps over it. The selection takes the space
 * on one side of the phrase too, which the state does not count.
 */
function selectPhrase(ctx: CoreContext, label: string, below: number, line: string, phrase: string): ReferenceStep[] {
  const at = line.indexOf(phrase);
  if (at < 0 || line.indexOf(phrase, at + 1) >= 0) throw new Error(`"${phrase}" must appear once in "${line}"`);
  const before = jumps(line.slice(0, at));
  const after = jumps(line.slice(at + phrase.length));
  const fromStart = before < after;
  return [
    toEnd(ctx, label),
    ...keys('ArrowUp', below),
    ...(fromStart ? [key('Home'), ...keys('Control+ArrowRight', before)] : [...(below ? [key('End')] : []), ...keys('Control+ArrowLeft', after)]),
    ...keys(fromStart ? 'Control+Shift+ArrowRight' : 'Control+Shift+ArrowLeft', jumps(phrase)),
  ];
}

export default defineFamily<Params>({
  type: 'rich_text_editor',
  ...EDITOR_FAMILY,
  libraries: ['mantine'],
  // The toolbar's twenty controls, and lines that stay one visual line each (the arrow keys of the
  // reference rely on it), need a wide frame.
  wideFrame: true,
  // Tiptap with Mantine's editor and its toolbar leaves little of a page's budget for the scene.
  heavyOn: ['mantine'],
  params,
  model,
  templates: ['toggle_state', 'editor_operation', 'enter_formatted', 'enter_text', 'clear_reset'],
  core(ctx) {
    const { rng, bucket } = ctx;
    const box = (label: string) => ctx.scope({ role: 'textbox', name: label });
    const button = (name: string): ReferenceStep => ({ do: 'click', target: ctx.scope({ role: 'button', name }) });

    if (ctx.template === 'enter_text') {
      const label = rng.pick(NOTES).label;
      const lines = rng.pick(DRAFTS[bucket]);
      const target = canon(lines.map((l) => para(l)));
      return {
        params: { label, initial: [] },
        checks: [{ kind: 'equals', field: 'doc', target: target }],
        goal: {
          text: lines.length === 1 ? `write ${quoted(lines[0])} in the empty "${label}" editor`
            : `write these lines in the empty "${label}" editor, each as its own paragraph: ${lines.map(quoted).join(', ')}`,
          reference: `write the text shown in the reference picture in the empty "${label}" editor`,
        },
        solution: [{ do: 'fill', target: box(label), text: lines.join('\n') }],
        wrong: [
          { why: 'the last word left out', fields: doc(lines.map((l, i) => para(i === lines.length - 1 ? l.replace(/\s\S+$/, '') : l))) },
          ...(lines.length > 1 ? [{ why: 'all in one paragraph', fields: doc([para(lines.join(' '))]) }] : []),
        ],
        axes: { precision_requirement: lines.length > 1 ? 1 : 0 },
        why: lines.length === 1 ? 'one sentence into an empty rich text editor' : `${lines.length} paragraphs into an empty rich text editor`,
      };
    }

    const type = (text: string): ReferenceStep => ({ do: 'keyboard_type', text });
    const list = (kind: string, items: readonly string[]): RichNode => ({ type: kind, content: items.map((i) => ({ type: 'listItem', content: [para(i)] })) });
    const heading = (level: number, text: string): RichNode => ({ type: 'heading', level, text: [{ text }] });

    if (ctx.template === 'enter_formatted') {
      const note = rng.pick(NOTES);
      const label = note.label;
      const kind = bucket === 'easy' ? 'word' : bucket === 'mid' ? rng.pick(['word', 'heading'] as const) : rng.pick(['list', 'headedList'] as const);
      if (kind === 'word') {
        const [before, word, after] = rng.pick(FORMATTED);
        const mark = bucket === 'easy' ? 'bold' : rng.pick(['italic', 'underline'] as const);
        const plain = before + word + after;
        return {
          params: { label, initial: [] },
          checks: [{ kind: 'equals', field: 'doc', target: canon([para(before, [word, mark], after)]) }],
          goal: {
            text: `write ${quoted(plain)} in the empty "${label}" editor, with ${quoted(word)} ${MARKS[mark].say}`,
            reference: `write ${quoted(plain)} in the empty "${label}" editor, with ${quoted(word)} ${MARKS[mark].say}`,
          },
          solution: [{ do: 'click', target: box(label) }, type(before), button(MARKS[mark].button), type(word), button(MARKS[mark].button), type(after)],
          wrong: [
            { why: 'typed without formatting', fields: doc([para(plain)]) },
            { why: 'the rest of the sentence formatted too', fields: doc([para(before, [word + after, mark])]) },
            { why: 'the wrong format', fields: doc([para(before, [word, mark === 'bold' ? 'italic' : 'bold'], after)]) },
          ],
          axes: { precision_requirement: 1 },
          why: 'type a sentence, switching a format on and off around one word',
        };
      }
      if (kind === 'heading') {
        return {
          params: { label, initial: [] },
          checks: [{ kind: 'equals', field: 'doc', target: canon([heading(2, note.title), para(note.sentence)]) }],
          goal: {
            text: `in the empty "${label}" editor, write the level-2 heading ${quoted(note.title)} and under it the paragraph ${quoted(note.sentence)}`,
            reference: `in the empty "${label}" editor, write the level-2 heading ${quoted(note.title)} and under it the paragraph ${quoted(note.sentence)}`,
          },
          solution: [{ do: 'click', target: box(label) }, button('Heading 2'), type(note.title), key('Enter'), type(note.sentence)],
          wrong: [
            { why: 'no heading', fields: doc([para(note.title), para(note.sentence)]) },
            { why: 'a level-1 heading', fields: doc([heading(1, note.title), para(note.sentence)]) },
            { why: 'the paragraph made a heading too', fields: doc([heading(2, note.title), heading(2, note.sentence)]) },
          ],
          axes: { depth_layering: 1 },
          why: 'type a heading, then leave the heading style for the next paragraph',
        };
      }
      const ordered = rng.next() < 0.5;
      const listKind = ordered ? 'orderedList' : 'bulletList';
      const headed = kind === 'headedList';
      const lead: RichNode[] = headed ? [heading(2, note.title)] : [];
      const items = note.items.flatMap((it, i) => [...(i > 0 ? [key('Enter')] : []), type(it)]);
      return {
        params: { label, initial: [] },
        checks: [{ kind: 'equals', field: 'doc', target: canon([...lead, list(listKind, note.items)]) }],
        goal: {
          text: `in the empty "${label}" editor, write ${headed ? `the level-2 heading ${quoted(note.title)} and under it ` : ''}a ${ordered ? 'numbered' : 'bulleted'} list of ${note.items.map(quoted).join(', ')}`,
          reference: `in the empty "${label}" editor, write ${headed ? `the level-2 heading ${quoted(note.title)} and under it ` : ''}a ${ordered ? 'numbered' : 'bulleted'} list of ${note.items.map(quoted).join(', ')}`,
        },
        solution: [
          { do: 'click', target: box(label) },
          ...(headed ? [button('Heading 2'), type(note.title), key('Enter')] : []),
          button(ordered ? 'Ordered list' : 'Bullet list'),
          ...items,
        ],
        wrong: [
          { why: 'plain lines, no list', fields: doc([...lead, ...note.items.map((i) => para(i))]) },
          { why: ordered ? 'a bulleted list instead' : 'a numbered list instead', fields: doc([...lead, list(ordered ? 'bulletList' : 'orderedList', note.items)]) },
          { why: 'the last item left out', fields: doc([...lead, list(listKind, note.items.slice(0, 2))]) },
          ...(headed ? [{ why: 'the title made a list item', fields: doc([list(listKind, [note.title, ...note.items])]) }] : []),
        ],
        axes: { precision_requirement: 1, depth_layering: 1 },
        why: headed ? 'type a heading, then a list item by item' : 'start a list, then type its items one per line',
      };
    }

    const note = rng.pick(NOTES);
    const base = { label: note.label, initial: canon(noteBlocks(note)) };
    // Formatting and heading tasks hold the title and the sentence only: the sentence is the last line.
    const short = (o: Parameters<typeof noteBlocks>[1] = {}) => noteBlocks(note, { items: [], ...o });
    const shortBase = { label: note.label, initial: canon(short()) };
    /** Selects phrases of the sentence (the last line) and applies a mark to each. */
    const markSteps = (spans: readonly { phrase: string; mark: MarkName }[]) =>
      spans.flatMap((s) => [...selectPhrase(ctx, note.label, 0, note.sentence, s.phrase), button(MARKS[s.mark].button)]);
    const markTask = (spans: readonly { phrase: string; mark: MarkName }[], why: string) => {
      const other = note.words.find((w) => !spans.some((s) => s.phrase === w))!;
      const first = spans[0];
      const withMarks = (ss: readonly { phrase: string; marks: readonly string[] }[]) => doc(short({ sentence: marked(note.sentence, ss) }));
      return {
        params: shortBase,
        checks: [{ kind: 'equals' as const, field: 'doc', target: canon(short({ sentence: marked(note.sentence, spans.map((s) => ({ phrase: s.phrase, marks: [s.mark] }))) })) }],
        goal: {
          text: `in the "${note.label}" editor, make ${spans.map((s) => `${quoted(s.phrase)} ${MARKS[s.mark].say}`).join(' and ')}`,
          reference: `in the "${note.label}" editor, make the words shown in the reference picture ${MARKS[first.mark].say}`,
          mixed: `in the "${note.label}" editor, make the words shown in the reference picture ${MARKS[first.mark].say} (they are in the sentence under the title)`,
        },
        solution: markSteps(spans),
        wrong: [
          { why: 'another format', fields: withMarks([{ phrase: first.phrase, marks: [first.mark === 'bold' ? 'italic' : 'bold'] }]) },
          { why: 'another word formatted', fields: withMarks([{ phrase: other, marks: [first.mark] }]) },
          { why: 'the whole sentence formatted', fields: doc(short({ sentence: [[note.sentence, first.mark]] })) },
          ...(spans.length > 1 ? [{ why: 'only the first phrase formatted', fields: withMarks([{ phrase: first.phrase, marks: [first.mark] }]) }] : []),
        ],
        axes: { precision_requirement: spans.length > 1 ? 2 : 1, disambiguation_load: spans.length > 1 ? 1 : 0 },
        why,
      };
    };

    if (ctx.template === 'toggle_state') {
      // A picture shows words, so picture tasks (the generic templates wrap this one) make one word bold.
      if (ctx.scene.guidance !== 'text') return markTask([{ phrase: rng.pick(note.words), mark: 'bold' }], 'select a word in a sentence, then apply a format from the toolbar');
      if (bucket === 'easy') return markTask([{ phrase: rng.pick(note.words.filter((w) => !w.includes(' '))), mark: rng.pick(['bold', 'italic', 'underline'] as const) }], 'select one word in a sentence, then apply a format from the toolbar');
      if (bucket === 'mid') {
        const phrase = note.words.find((w) => w.includes(' '))!;
        return markTask([{ phrase, mark: rng.pick(['strike', 'underline', 'italic'] as const) }], 'select a two-word phrase in a sentence, then apply a format from the toolbar');
      }
      const [a, b] = rng.sample(note.words, 2);
      const [ma, mb] = rng.sample(['bold', 'italic', 'underline'] as const, 2);
      return markTask([{ phrase: a, mark: ma }, { phrase: b, mark: mb }], 'select two phrases of a sentence one after the other and give each its own format');
    }

    if (ctx.template === 'clear_reset') {
      if (bucket === 'easy') {
        return {
          params: base,
          checks: [{ kind: 'equals', field: 'doc', target: [] }],
          goal: { text: `delete everything in the "${note.label}" editor, leaving it empty`, reference: `delete everything in the "${note.label}" editor, leaving it empty` },
          solution: [{ do: 'fill', target: box(note.label), text: '' }],
          wrong: [{ why: 'the title left behind', fields: doc([para(note.title)]) }, { why: 'only the lines deleted', fields: doc([para(note.title), para(note.sentence)]) }],
          why: 'select everything in a rich text editor and delete it',
        };
      }
      // Formatting to remove: marks on two phrases (and a link on hard notes); the text stays.
      const [a, b] = note.words;
      const spans = [{ phrase: a, marks: ['bold'] }, { phrase: b, marks: bucket === 'hard' ? [`link:${rng.pick(LINKS)}`, 'underline'] : ['italic'] }];
      const initial = canon(noteBlocks(note, { sentence: marked(note.sentence, spans) }));
      return {
        params: { label: note.label, initial },
        checks: [{ kind: 'equals', field: 'doc', target: canon(noteBlocks(note)) }],
        goal: {
          text: `in the "${note.label}" editor, remove all text formatting${bucket === 'hard' ? ', links included,' : ''} but keep the text`,
          reference: `in the "${note.label}" editor, remove all text formatting but keep the text`,
        },
        solution: [{ do: 'press', target: box(note.label), key: 'Control+a' }, button('Clear formatting')],
        wrong: [
          { why: 'only the first phrase cleared', fields: doc(noteBlocks(note, { sentence: marked(note.sentence, [spans[1]]) })) },
          { why: 'the text deleted too', fields: { doc: [] } },
        ],
        axes: { depth_layering: bucket === 'hard' ? 1 : 0 },
        why: bucket === 'hard' ? 'clear marks and a link from the whole document at once' : 'clear the marks of the whole document at once',
      };
    }

    // editor_operation: block structure.
    const op = bucket === 'easy' ? rng.pick(['heading', 'align'] as const) : bucket === 'mid' ? rng.pick(['list', 'rule'] as const) : 'link';
    const toTitle = [toEnd(ctx, note.label), key('ArrowUp')];
    if (op === 'heading') {
      const level = rng.pick([1, 2, 3] as const);
      return {
        params: shortBase,
        checks: [{ kind: 'equals', field: 'doc', target: canon(short({ title: heading(level, note.title) })) }],
        goal: { text: `in the "${note.label}" editor, turn the first line, ${quoted(note.title)}, into a level-${level} heading`, reference: `in the "${note.label}" editor, turn the first line into a level-${level} heading` },
        solution: [...toTitle, button(`Heading ${level}`)],
        wrong: [
          { why: 'another heading level', fields: doc(short({ title: heading(level === 1 ? 2 : 1, note.title) })) },
          { why: 'the sentence made the heading', fields: doc([para(note.title), heading(level, note.sentence)]) },
          { why: 'the title made bold instead', fields: doc(short({ title: para([note.title, 'bold']) })) },
        ],
        why: 'put the caret in a line, then pick its block type in the toolbar',
      };
    }
    if (op === 'align') {
      const centered = (n: RichNode): RichNode => ({ ...n, align: 'center' });
      return {
        params: shortBase,
        checks: [{ kind: 'equals', field: 'doc', target: canon(short({ title: centered(para(note.title)) })) }],
        goal: { text: `in the "${note.label}" editor, centre the first line, ${quoted(note.title)}`, reference: `in the "${note.label}" editor, centre the first line` },
        solution: [...toTitle, button('Align text: center')],
        wrong: [
          { why: 'aligned right instead', fields: doc(short({ title: { ...para(note.title), align: 'right' } })) },
          { why: 'the sentence centred instead', fields: doc([para(note.title), centered(para(note.sentence))]) },
        ],
        why: 'put the caret in a line, then align it from the toolbar',
      };
    }
    if (op === 'list') {
      const ordered = rng.next() < 0.5;
      const type = ordered ? 'orderedList' : 'bulletList';
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'doc', target: canon(noteBlocks(note, { items: [list(type, note.items)] })) }],
        goal: { text: `in the "${note.label}" editor, turn the last three lines into a ${ordered ? 'numbered' : 'bulleted'} list`, reference: `in the "${note.label}" editor, turn the last three lines into a ${ordered ? 'numbered' : 'bulleted'} list` },
        solution: [toEnd(ctx, note.label), ...keys('Shift+ArrowUp', 2), button(ordered ? 'Ordered list' : 'Bullet list')],
        wrong: [
          { why: ordered ? 'a bulleted list instead' : 'a numbered list instead', fields: doc(noteBlocks(note, { items: [list(ordered ? 'bulletList' : 'orderedList', note.items)] })) },
          { why: 'only the last two lines made a list', fields: doc(noteBlocks(note, { items: [para(note.items[0]), list(type, note.items.slice(1))] })) },
        ],
        axes: { depth_layering: 1 },
        why: 'select three lines across blocks, then make them a list from the toolbar',
      };
    }
    if (op === 'rule') {
      const rule: RichNode = { type: 'horizontalRule' };
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'doc', target: canon(noteBlocks(note, { after: [rule] })) }],
        goal: { text: `in the "${note.label}" editor, insert a horizontal line right after the sentence ${quoted(note.sentence)}`, reference: `in the "${note.label}" editor, insert a horizontal line right after the second line` },
        solution: [toEnd(ctx, note.label), ...keys('ArrowUp', note.items.length), key('End'), button('Horizontal line')],
        wrong: [
          { why: 'the line inserted after the title', fields: doc([para(note.title), rule, para(note.sentence), ...note.items.map((i) => para(i))]) },
          { why: 'the line inserted at the end', fields: doc([...noteBlocks(note), rule]) },
        ],
        why: 'put the caret at the end of a line, then insert a block from the toolbar',
      };
    }
    const phrase = rng.pick(note.words);
    const href = rng.pick(LINKS);
    return {
      params: shortBase,
      checks: [{ kind: 'equals', field: 'doc', target: canon(short({ sentence: marked(note.sentence, [{ phrase, marks: [`link:${href}`] }]) })) }],
      goal: { text: `in the "${note.label}" editor, link ${quoted(phrase)} to ${href}`, reference: `in the "${note.label}" editor, link ${quoted(phrase)} to ${href}` },
      solution: [
        ...selectPhrase(ctx, note.label, 0, note.sentence, phrase),
        button('Link'),
        { do: 'fill', target: { role: 'textbox', name: 'Enter URL' }, text: href },
        { do: 'keyboard_press', key: 'Enter' },
      ],
      wrong: [
        { why: 'another word linked', fields: doc(short({ sentence: marked(note.sentence, [{ phrase: note.words.find((w) => w !== phrase)!, marks: [`link:${href}`] }]) })) },
        { why: 'another address', fields: doc(short({ sentence: marked(note.sentence, [{ phrase, marks: [`link:${LINKS.find((l) => l !== href)}`] }]) })) },
        { why: 'the whole sentence linked', fields: doc(short({ sentence: [[note.sentence, `link:${href}`]] })) },
      ],
      axes: { precision_requirement: 1, depth_layering: 1 },
      why: 'select a phrase, open the link editor and enter the address',
    };
  },
});
