/**
 * What a rich text editor commits, shared by the pages and the generator: the document's structure
 * (blocks, their level and alignment, text runs and the marks on them), normalized so documents a
 * reader cannot tell apart compare equal. Not HTML: the same document has many HTML spellings.
 *
 * Normalization, and why:
 * - each text block is trimmed at both ends, and empty paragraphs at either end of the document are
 *   dropped (a trailing Enter adds nothing a reader sees);
 * - a mark never starts or ends on whitespace: selecting a word by double click or word jumps often
 *   takes the space beside it, and a bold space looks like any other;
 * - adjacent runs with the same marks merge, marks are sorted, a link mark carries its address
 *   (`link:https://…`), a non-breaking space is a space and a hard break is "\n".
 */
/** A run of text with the same marks (`bold`, `italic`, `underline`, `strike`, `code`, `highlight`, `link:<href>`). */
export type RichRun = { text: string; marks?: string[] };
/** A block: a text block (`paragraph`, `heading`, `codeBlock`) holds `text`; a container (lists, `listItem`, `blockquote`) holds `content`. */
export type RichNode = { type: string; level?: number; align?: string; text?: RichRun[]; content?: RichNode[] };

/** Tiptap's JSON document (editor.getJSON()). */
export interface EditorJson { type: string; attrs?: Record<string, unknown>; content?: EditorJson[]; text?: string; marks?: { type: string; attrs?: Record<string, unknown> }[] }

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);
const SPACE = /\s/;

const markName = (m: { type: string; attrs?: Record<string, unknown> }) => (m.type === 'link' ? `link:${String(m.attrs?.href ?? '')}` : m.type);

/** A text block's runs, normalized (see the module comment). */
function normalizeRuns(content: readonly EditorJson[] = []): RichRun[] {
  const chars: { c: string; marks: Set<string> }[] = [];
  for (const n of content) {
    if (n.type === 'hardBreak') chars.push({ c: '\n', marks: new Set() });
    else if (n.type === 'text') for (const c of n.text ?? '') chars.push({ c: c === '\u00a0' ? ' ' : c, marks: new Set((n.marks ?? []).map(markName)) });
  }
  let start = 0;
  let end = chars.length;
  while (start < end && SPACE.test(chars[start].c)) start++;
  while (end > start && SPACE.test(chars[end - 1].c)) end--;
  const kept = chars.slice(start, end);
  // Strip each mark from the whitespace at the edges of every stretch it covers.
  const names = new Set(kept.flatMap((ch) => [...ch.marks]));
  for (const m of names) {
    let i = 0;
    while (i < kept.length) {
      if (!kept[i].marks.has(m)) { i++; continue; }
      let j = i;
      while (j < kept.length && kept[j].marks.has(m)) j++;
      let a = i;
      let b = j;
      while (a < b && SPACE.test(kept[a].c)) kept[a++].marks.delete(m);
      while (b > a && SPACE.test(kept[b - 1].c)) kept[--b].marks.delete(m);
      i = j;
    }
  }
  const runs: RichRun[] = [];
  for (const ch of kept) {
    const marks = [...ch.marks].sort();
    const last = runs[runs.length - 1];
    if (last && (last.marks ?? []).join('\u0000') === marks.join('\u0000')) last.text += ch.c;
    else runs.push(marks.length ? { text: ch.c, marks } : { text: ch.c });
  }
  return runs;
}

function normalizeNode(n: EditorJson): RichNode {
  const out: RichNode = { type: n.type };
  if (n.type === 'heading') out.level = Number(n.attrs?.level ?? 1);
  const align = n.attrs?.textAlign;
  if (typeof align === 'string' && align !== 'left') out.align = align;
  if (TEXT_BLOCKS.has(n.type)) {
    const runs = normalizeRuns(n.content);
    if (runs.length) out.text = runs;
  } else if (n.content?.length) out.content = n.content.map(normalizeNode);
  return out;
}

const isEmptyParagraph = (n: RichNode) => n.type === 'paragraph' && !n.text;

/** The committed form of an editor's document. */
export function normalizeRich(doc: EditorJson): RichNode[] {
  const blocks = (doc.content ?? []).map(normalizeNode);
  while (blocks.length && isEmptyParagraph(blocks[0])) blocks.shift();
  while (blocks.length && isEmptyParagraph(blocks[blocks.length - 1])) blocks.pop();
  return blocks;
}

/** The editor's document for committed blocks (the inverse of normalizeRich on normalized input). */
export function toEditorJson(blocks: readonly RichNode[]): EditorJson {
  const node = (b: RichNode): EditorJson => {
    const attrs: Record<string, unknown> = {};
    if (b.level !== undefined) attrs.level = b.level;
    if (b.align !== undefined) attrs.textAlign = b.align;
    const content = b.text ? b.text.flatMap(runJson) : b.content?.map(node);
    return { type: b.type, ...(Object.keys(attrs).length ? { attrs } : {}), ...(content?.length ? { content } : {}) };
  };
  return { type: 'doc', content: blocks.length ? blocks.map(node) : [{ type: 'paragraph' }] };
}

function runJson(r: RichRun): EditorJson[] {
  const marks = (r.marks ?? []).map((m) => (m.startsWith('link:') ? { type: 'link', attrs: { href: m.slice(5) } } : { type: m }));
  return r.text.split('\n').flatMap((text, i) => [
    ...(i > 0 ? [{ type: 'hardBreak' }] : []),
    ...(text ? [{ type: 'text', text, ...(marks.length ? { marks } : {}) }] : []),
  ]);
}

/** The document's text, one line per text block. */
export function richPlainText(blocks: readonly RichNode[]): string {
  const lines: string[] = [];
  const walk = (b: RichNode) => {
    if (b.text) lines.push(b.text.map((r) => r.text).join(''));
    b.content?.forEach(walk);
  };
  blocks.forEach(walk);
  return lines.join('\n');
}

/** Runs of `after` that `before` lacks with the same marks: the words a goal formats. */
export function newlyMarkedText(before: readonly RichNode[], after: readonly RichNode[]): string {
  const marked = (blocks: readonly RichNode[]) => {
    const out: string[] = [];
    const walk = (b: RichNode) => {
      b.text?.forEach((r) => r.marks && out.push(`${r.text.trim()}\u0000${r.marks.join(',')}`));
      b.content?.forEach(walk);
    };
    blocks.forEach(walk);
    return out;
  };
  const had = new Set(marked(before));
  return marked(after).filter((r) => !had.has(r)).map((r) => r.split('\u0000')[0]).join(' ');
}
