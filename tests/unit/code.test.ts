import { describe, expect, it } from 'vitest';
import { firstChangedLine, firstChangedValue, jsonAt, jsonWith, jsonWithout, normalizeCode, parseJsonDoc, pathText } from '../../src/env/kit/code';
import { applyEdit, firstNewElementText, markdownHtml } from '../../src/env/kit/markdown';
import { formatJson, jsonProblem } from '../../src/env/kit/useJsonDoc';
import { newlyMarkedText, normalizeRich, richPlainText, toEditorJson, type EditorJson } from '../../src/env/kit/richText';

describe('code state', () => {
  it('trims every line and drops blank lines at either end, keeping those between', () => {
    expect(normalizeCode('\n\n  if (x) {\r\n      go();  \n\n  }\n\n')).toBe('if (x) {\ngo();\n\n}');
    expect(normalizeCode('   \n \n')).toBe('');
  });

  it('finds the line a goal changes or adds', () => {
    expect(firstChangedLine('a = 1;\n  b = 2;', 'a = 1;\nb = 3;')).toBe('b = 3;');
    expect(firstChangedLine('a;', 'a;\nb;')).toBe('b;');
    expect(firstChangedLine('a;', 'a;')).toBe('');
  });
});

describe('JSON state', () => {
  const doc = { name: 'x', opts: { size: 2, tags: ['a', 'b'] } };

  it('parses documents and says why one does not parse', () => {
    expect(parseJsonDoc('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
    expect(parseJsonDoc('{"a": 1,}')).toBeUndefined();
    expect(parseJsonDoc('')).toBeUndefined();
    expect(jsonProblem('{"a": 1,}')).not.toBe('');
    expect(jsonProblem('{"a": 1}')).toBe('');
    expect(formatJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatJson('{"a":')).toBeNull();
  });

  it('reads, sets and removes values by path without touching the original', () => {
    expect(jsonAt(doc, ['opts', 'tags', 1])).toBe('b');
    expect(jsonAt(doc, ['nope', 'deeper'])).toBeUndefined();
    expect(jsonWith(doc, ['opts', 'size'], 4)).toEqual({ name: 'x', opts: { size: 4, tags: ['a', 'b'] } });
    expect(jsonWith(doc, ['opts', 'tags', 0], 'z')).toEqual({ name: 'x', opts: { size: 2, tags: ['z', 'b'] } });
    expect(jsonWith(doc, ['extra', 'on'], true)).toEqual({ ...doc, extra: { on: true } });
    expect(jsonWithout(doc, ['opts', 'size'])).toEqual({ name: 'x', opts: { tags: ['a', 'b'] } });
    expect(jsonWithout(doc, ['opts', 'tags', 0])).toEqual({ name: 'x', opts: { size: 2, tags: ['b'] } });
    expect(doc).toEqual({ name: 'x', opts: { size: 2, tags: ['a', 'b'] } });
    expect(pathText(['opts', 'tags', 1])).toBe('opts.tags[1]');
  });

  it('finds the first value a goal sets, added keys included', () => {
    expect(firstChangedValue(doc, jsonWith(doc, ['opts', 'size'], 3))).toEqual({ path: ['opts', 'size'], value: 3 });
    expect(firstChangedValue(doc, jsonWith(doc, ['opts', 'on'], true))).toEqual({ path: ['opts', 'on'], value: true });
    expect(firstChangedValue(doc, jsonWith(doc, ['opts', 'tags'], ['a', 'b', 'c']))).toEqual({ path: ['opts', 'tags', 2], value: 'c' });
    expect(firstChangedValue(doc, doc)).toBeNull();
  });
});

describe('markdown state', () => {
  it('renders markdown to HTML, showing raw HTML as text', () => {
    expect(markdownHtml('## Plan\n\nShip **on** __time__ <b>x</b>\n\n* a\n- b')).toBe('<h2>Plan</h2>\n<p>Ship <strong>on</strong> <strong>time</strong> &lt;b&gt;x&lt;/b&gt;</p>\n<ul>\n<li>a</li>\n</ul>\n<ul>\n<li>b</li>\n</ul>');
    expect(markdownHtml('  \n')).toBe('');
  });

  it('applies toolbar edits to the selection and keeps the edited text selected', () => {
    const text = 'Title\n\nSome words here.\n\na\nb\nc';
    expect(applyEdit('bold', { text, start: 12, end: 17 })).toEqual({ text: 'Title\n\nSome **words** here.\n\na\nb\nc', start: 14, end: 19 });
    expect(applyEdit('italic', { text, start: 12, end: 12 }).text).toBe('Title\n\nSome __words here.\n\na\nb\nc');
    expect(applyEdit('heading', { text, start: 2, end: 2 })).toEqual({ text: '## Title\n\nSome words here.\n\na\nb\nc', start: 0, end: 8 });
    expect(applyEdit('heading', { text: '## Title', start: 4, end: 4 }).text).toBe('Title');
    const list = text.indexOf('a\n');
    expect(applyEdit('bullets', { text, start: list, end: text.length }).text).toBe('Title\n\nSome words here.\n\n- a\n- b\n- c');
    // A selection ending at the start of a line leaves that line out.
    expect(applyEdit('numbers', { text, start: list, end: text.indexOf('c') }).text).toBe('Title\n\nSome words here.\n\n1. a\n2. b\nc');
  });

  it('finds the words a goal formats', () => {
    expect(firstNewElementText(markdownHtml('A b c.'), markdownHtml('A **b** c.'))).toBe('b');
    expect(firstNewElementText(markdownHtml('T\n\nx'), markdownHtml('## T\n\nx'))).toBe('T');
  });
});

describe('rich text state', () => {
  const text = (t: string, ...marks: string[]): EditorJson => ({ type: 'text', text: t, ...(marks.length ? { marks: marks.map((type) => (type.startsWith('link:') ? { type: 'link', attrs: { href: type.slice(5), target: '_blank' } } : { type })) } : {}) });
  const p = (...content: EditorJson[]) => ({ type: 'paragraph', content });

  it('merges runs, sorts marks and keeps marks off the whitespace at their edges', () => {
    const doc = { type: 'doc', content: [p(text('We '), text('shipped ', 'italic', 'bold'), text('the'), text(' new', 'bold'), text(' page'))] };
    expect(normalizeRich(doc)).toEqual([{ type: 'paragraph', text: [
      { text: 'We ' }, { text: 'shipped', marks: ['bold', 'italic'] }, { text: ' the ' }, { text: 'new', marks: ['bold'] }, { text: ' page' },
    ] }]);
    // A mark inside a phrase keeps the space between its words.
    expect(normalizeRich({ type: 'doc', content: [p(text('fresh bread', 'bold'))] })).toEqual([{ type: 'paragraph', text: [{ text: 'fresh bread', marks: ['bold'] }] }]);
  });

  it('trims blocks, drops empty paragraphs at the ends, reads a hard break as a new line and a link by its address', () => {
    const doc = { type: 'doc', content: [
      { type: 'paragraph' }, p(text('  Title\u00a0')),
      { type: 'heading', attrs: { level: 2, textAlign: 'left' }, content: [text('Head')] },
      { type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('a'), { type: 'hardBreak' }, text('b', 'link:https://example.com/x')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
      { type: 'horizontalRule' }, p(), { type: 'paragraph', content: [text('  ')] },
    ] };
    const blocks = normalizeRich(doc);
    expect(blocks).toEqual([
      { type: 'paragraph', text: [{ text: 'Title' }] },
      { type: 'heading', level: 2, text: [{ text: 'Head' }] },
      { type: 'paragraph', align: 'center', text: [{ text: 'a\n' }, { text: 'b', marks: ['link:https://example.com/x'] }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', text: [{ text: 'one' }] }] }] },
      { type: 'horizontalRule' },
    ]);
    // Committed blocks go back into the editor and come out the same.
    expect(normalizeRich(toEditorJson(blocks))).toEqual(blocks);
    expect(normalizeRich(toEditorJson([]))).toEqual([]);
    expect(richPlainText(blocks)).toBe('Title\nHead\na\nb\none');
  });

  it('names the words a goal formats', () => {
    const before = [{ type: 'paragraph', text: [{ text: 'a b c', marks: ['italic'] }] }];
    const after = [{ type: 'paragraph', text: [{ text: 'a ', marks: ['italic'] }, { text: 'b', marks: ['bold', 'italic'] }, { text: ' c', marks: ['italic'] }] }];
    expect(newlyMarkedText(before, after)).toBe('a b c');
    expect(newlyMarkedText(after, before)).toBe('a b c');
    expect(newlyMarkedText(after, after)).toBe('');
    expect(newlyMarkedText([{ type: 'paragraph', text: [{ text: 'a b' }] }], [{ type: 'paragraph', text: [{ text: 'a ' }, { text: 'b', marks: ['bold'] }] }])).toBe('b');
  });
});
