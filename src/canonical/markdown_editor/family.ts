/**
 * Markdown editors. No library ships one (the official release draws every markdown task on one
 * external editor), so each library's tasks compose it from that library's own parts: a text area,
 * a Write/Preview switch and a toolbar of icon buttons, with marked rendering the preview; the 30
 * tasks split over the three libraries like the other editors'.
 */
import { z } from 'zod';
import { EDITOR_FAMILY, fits, quoted } from '../../generator/cores/text';
import { defineFamily } from '../../generator/family';
import { markdownHtml } from '../../env/kit/markdown';
import { model } from './model';

export const params = z.strictObject({
  /** The editor's label. */
  label: z.string().min(1),
  /** The markdown on load. */
  initial: z.string(),
  /** Whether the editor opens on its preview (the text area appears after switching to Write). */
  preview: z.boolean(),
});
export type Params = z.infer<typeof params>;

/**
 * Short notes: a title line, a sentence, and three lines that are not yet a list. Each names the
 * words a task may make bold or italic (each appears once in the note).
 */
interface Note { label: string; title: string; sentence: string; items: readonly [string, string, string]; words: readonly string[] }

const NOTES: readonly Note[] = [
  { label: 'Release notes', title: 'Release 2.4', sentence: 'This release makes search faster and adds a dark theme.', items: ['Search results load twice as fast', 'Dark theme follows the system', 'Exports keep their column order'], words: ['faster', 'search', 'dark theme'] },
  { label: 'Meeting notes', title: 'Weekly sync', sentence: 'We agreed to ship the beta on Friday.', items: ['Ana prepares the changelog', 'Ben checks the translations', 'Cho books the demo room'], words: ['Friday', 'beta', 'agreed'] },
  { label: 'Trip plan', title: 'Lisbon weekend', sentence: 'Pack light because the flat has a washing machine.', items: ['Saturday: Alfama and the castle', 'Sunday: Belem and the tower', 'Monday: flight at 18:40'], words: ['light', 'washing machine', 'flat'] },
  { label: 'Recipe', title: 'Tomato soup', sentence: 'Serve it hot with fresh bread and olive oil.', items: ['Roast the tomatoes', 'Blend them with stock', 'Season and simmer'], words: ['hot', 'fresh bread', 'olive oil'] },
  { label: 'Onboarding checklist', title: 'First week', sentence: 'Your laptop and badge are waiting at the front desk.', items: ['Set up your email', 'Meet your buddy', 'Read the handbook'], words: ['laptop', 'badge', 'front desk'] },
];

/** Lines to type into an empty editor: a sentence (easy), a heading and a sentence (mid), a heading and a list (hard). */
const DRAFTS: Record<'easy' | 'mid' | 'hard', readonly (readonly string[])[]> = {
  easy: [['Thanks for the quick review.'], ['Lunch is at noon today.'], ['The demo starts at three.']],
  mid: [['## Agenda', 'Budget first, then hiring.'], ['## Status', 'All tests pass on main.']],
  hard: [['## Packing list', '- Passport', '- Charger'], ['## Next steps', '- Fix the login bug', '- Update the docs']],
};

const docOf = (n: Note, parts?: { title?: string; sentence?: string; items?: readonly string[] }) =>
  [parts?.title ?? n.title, '', parts?.sentence ?? n.sentence, '', ...(parts?.items ?? n.items)].join('\n');

export default defineFamily<Params>({
  type: 'markdown_editor',
  ...EDITOR_FAMILY,
  params,
  model,
  templates: ['editor_operation', 'enter_text', 'clear_reset'],
  core(ctx) {
    const { rng, bucket, library } = ctx;
    // The Write/Preview switch is MUI's Tabs, and antd's Segmented and Mantine's SegmentedControl,
    // whose options are labels over hidden radios.
    const writeRole = library === 'mui' ? 'tab' : 'LabelText';
    const html = (doc: string) => ({ html: markdownHtml(doc) });

    if (ctx.template === 'enter_text') {
      const label = rng.pick(NOTES).label;
      const shown = DRAFTS.easy.filter(([l]) => fits(ctx, l));
      const lines: readonly string[] = rng.pick(ctx.scene.guidance === 'text' ? DRAFTS[bucket] : shown.length ? shown : DRAFTS.easy);
      const doc = lines.join('\n');
      return {
        params: { label, initial: '', preview: false },
        checks: [{ kind: 'equals', field: 'html', target: markdownHtml(doc) }],
        goal: {
          text: lines.length === 1 ? `write ${quoted(lines[0])} in the empty "${label}" editor`
            : `write this markdown in the empty "${label}" editor, one line each: ${lines.map(quoted).join(', ')}`,
          reference: `write the sentence shown in the reference picture in the empty "${label}" editor`,
          mixed: `write the sentence shown in the reference picture in the empty "${label}" editor (it starts with "${lines[0].split(' ')[0]}")`,
        },
        solution: [{ do: 'fill', target: ctx.scope({ role: 'textbox', name: label }), text: doc }],
        wrong: [
          { why: 'the last word left out', fields: html(doc.replace(/\s\S+$/, '')) },
          ...(lines.length > 1 ? [{ why: 'the heading marks typed as plain text', fields: html(lines.map((l) => l.replace(/^## /, '')).join('\n')) }] : []),
        ],
        axes: { precision_requirement: lines.length > 1 ? 1 : 0 },
        why: lines.length === 1 ? 'one sentence into an empty markdown editor' : 'a heading and more lines of markdown into an empty editor',
      };
    }

    const note = rng.pick(NOTES);
    // Hard notes open on their preview: the text area is one switch away.
    const preview = bucket === 'hard' && ctx.template === 'editor_operation';
    const base = { label: note.label, initial: docOf(note), preview };
    const box = ctx.scope({ role: 'textbox', name: note.label });
    const write = preview ? [{ do: 'click' as const, target: ctx.scope({ role: writeRole, name: 'Write' }) }] : [];
    const fill = (doc: string) => [...write, { do: 'fill' as const, target: box, text: doc }];

    if (ctx.template === 'clear_reset') {
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'html', target: '' }],
        goal: { text: `delete everything in the "${note.label}" editor, leaving it empty`, reference: `delete everything in the "${note.label}" editor, leaving it empty` },
        solution: fill(''),
        wrong: [{ why: 'the title left behind', fields: html(note.title) }, { why: 'only the list deleted', fields: html([note.title, '', note.sentence].join('\n')) }],
        why: 'select everything in a markdown editor and delete it',
      };
    }

    // editor_operation. A picture shows a word, so picture tasks make a word bold.
    const op = ctx.scene.guidance !== 'text' ? 'bold'
      : bucket === 'easy' ? rng.pick(['bold', 'italic'] as const)
      : bucket === 'mid' ? 'heading'
      : rng.pick(['bullets', 'numbers'] as const);
    if (op === 'bold' || op === 'italic') {
      const shownWords = note.words.filter((w) => fits(ctx, w));
      const word = rng.pick(shownWords.length ? shownWords : note.words);
      const mark = op === 'bold' ? '**' : '_';
      const target = docOf(note, { sentence: note.sentence.replace(word, `${mark}${word}${mark}`) });
      const other = note.words.find((w) => w !== word)!;
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'html', target: markdownHtml(target) }],
        goal: {
          text: `in the "${note.label}" editor, make ${quoted(word)} ${op}`,
          reference: `in the "${note.label}" editor, make the words shown in the reference picture bold`,
          mixed: `in the "${note.label}" editor, make the words shown in the reference picture bold (they are in the sentence under the title)`,
        },
        solution: fill(target),
        wrong: [
          { why: op === 'bold' ? 'italic instead of bold' : 'bold instead of italic', fields: html(docOf(note, { sentence: note.sentence.replace(word, op === 'bold' ? `_${word}_` : `**${word}**`) })) },
          { why: 'another word formatted', fields: html(docOf(note, { sentence: note.sentence.replace(other, `${mark}${other}${mark}`) })) },
          { why: 'the whole sentence formatted', fields: html(docOf(note, { sentence: `${mark}${note.sentence}${mark}` })) },
        ],
        why: `make words of a sentence ${op}: select them, then the toolbar or the marks`,
      };
    }
    if (op === 'heading') {
      const target = docOf(note, { title: `## ${note.title}` });
      return {
        params: base,
        checks: [{ kind: 'equals', field: 'html', target: markdownHtml(target) }],
        goal: { text: `in the "${note.label}" editor, turn the first line, ${quoted(note.title)}, into a level-2 heading`, reference: `in the "${note.label}" editor, turn the first line, ${quoted(note.title)}, into a level-2 heading` },
        solution: fill(target),
        wrong: [
          { why: 'a level-1 heading instead', fields: html(docOf(note, { title: `# ${note.title}` })) },
          { why: 'the title made bold instead', fields: html(docOf(note, { title: `**${note.title}**` })) },
        ],
        why: 'turn one line into a heading of the right level',
      };
    }
    const numbered = op === 'numbers';
    const target = docOf(note, { items: note.items.map((it, i) => (numbered ? `${i + 1}. ${it}` : `- ${it}`)) });
    return {
      params: base,
      checks: [{ kind: 'equals', field: 'html', target: markdownHtml(target) }],
      goal: {
        text: `in the "${note.label}" editor, turn the last three lines into a ${numbered ? 'numbered' : 'bulleted'} list`,
        reference: `in the "${note.label}" editor, turn the last three lines into a ${numbered ? 'numbered' : 'bulleted'} list`,
      },
      solution: fill(target),
      wrong: [
        { why: numbered ? 'a bulleted list instead' : 'a numbered list instead', fields: html(docOf(note, { items: note.items.map((it, i) => (numbered ? `- ${it}` : `${i + 1}. ${it}`)) })) },
        { why: 'only the first two lines made a list', fields: html(docOf(note, { items: note.items.map((it, i) => (i < 2 ? (numbered ? `${i + 1}. ${it}` : `- ${it}`) : `\n${it}`)) })) },
      ],
      axes: { depth_layering: 1 },
      why: `turn three lines into a ${numbered ? 'numbered' : 'bulleted'} list, starting from the preview`,
    };
  },
});
