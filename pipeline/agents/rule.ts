/**
 * The rule-based baseline: no model. It reads the instruction's quoted names and verbs, matches
 * them to elements by accessible name, and clicks, toggles, opens-and-picks, types or ticks the row
 * holding a record's key; it closes an overlay it is told to close with Escape and collapses
 * "every" section by clicking each expanded header. It never drags and never calibrates a continuous value, so its failures
 * are real, structured failures of a literal-minded agent (wrong instance, missing commit, value it cannot set).
 */
import type { SuiteTask } from '../content/suiteTask';
import type { Observation } from '../harness/taskEnv';
import type { ModeName } from '../runs/records';
import type { Agent, AgentTurn, EpisodeContext } from './agent';
import { elementView, type ViewElement } from './elementView';
import { norm } from './targets';

type Intent =
  /** `within`: only inside the landmark, row or post (article) of that name. */
  | { kind: 'click'; name: string; roles?: string[]; within?: string }
  | { kind: 'toggle'; name: string; on: boolean }
  | { kind: 'fill'; field: string | null; value: string }
  | { kind: 'pick'; value: string }
  | { kind: 'upload'; files: string[] }
  /** Tick the checkbox of the table row that holds this key. */
  | { kind: 'row'; key: string }
  | { kind: 'confirm' }
  /** A key pressed on the page: "close the … dialog" is Escape. */
  | { kind: 'key'; key: string }
  /** "Collapse every section": click each expanded header (in scope) once. */
  | { kind: 'collapse_all' };

const OFF = /\b(untick|uncheck|turn off|switch off|disable|deselect|clear)\b/;
const ON = /\b(tick|check|turn on|switch on|enable|select all)\b/;
const TYPE = /\b(type|enter|write|fill in|set .* to)\b/;
const RESET = /(^|[,;.]\s+)reset the\b/i;
const CONFIRM_NAMES = ['ok', 'confirm', 'yes', 'yes, save', 'apply', 'continue'];
/** "Upload 'a.pdf'", "replace the attached file with 'b.csv'": quoted file names go to a file chooser. */
const UPLOAD = /\b(upload|attach|replace the attached file)\b/;
const FILE_NAME = /^[^\s/\\]+\.[a-z0-9]{1,5}$/i;
/** Names of the controls that open a file chooser, as products label them. */
const PICKER = /upload|choose|browse|select file|attach|add|drag files|file/i;
const q = JSON.stringify;

/** A sentence opening on a field's label: "In the 'Card number' field, enter …". */
const FIELD_KIND = /^\s*(field|input|box|text box|dropdown|select|combobox)\s*,/;
const SCOPE_KIND = /^\s*(section|row|card|panel|group|area)\b/;
/** A quoted field label with its value after it: "Set the 'Username' field to: rivercat". */
const LABEL_THEN_VALUE = /^\s*(field|input|box|text box)\s+to:?\s+(.+?)\.?$/;
const PICK_KIND = new Set(['dropdown', 'select', 'combobox', 'list', 'checkbox group', 'group', 'radio group']);
/** "Set the Age (years) field to 34", "Set the Department dropdown to Marketing". */
const SET_UNQUOTED = /^set the (.+?) (field|input|box|dropdown|select|combobox) to (.+)$/i;
/** "Set the Badge colour to #ff4d4f": a colour code names what it is typed into. */
const SET_COLOUR = /^set (?:the )?(.+?) to (#[0-9a-f]{6}|#[0-9a-f]{3})\b/i;
/** "In the Currency field, select EUR", "In the Fruits checkbox group, select Apple and Orange". */
const IN_UNQUOTED = /^in the (.+?) (field|input|box|dropdown|select|combobox|list|checkbox group|radio group|group),? (select|choose|pick|enter|type) (.+)$/i;

/**
 * "Sort the Fee column …", "sort the shipments grid by Ship Date …": the column whose header
 * sorts (one click: this agent does not read which way a table is sorted).
 */
const SORT_BY = /\bsort (?:the )?(?:(\S.*?) column\b|.*?\bby (.+?)(?= from | in | \(|,|$))/i;

/** Record keys as tables show them: "BL-2207", "S-31", "v4.0.2". */
const RECORD_KEY = /\b(?:[A-Z]{1,5}-\d+|v\d+(?:\.\d+)+)\b/g;
/** "Select the row of order ORD-4527", "select bill BL-2207 and bill BL-2270": the keys after "select". */
const SELECT_ROWS = /\bselect\b(.*)$/i;

/** "Close the 'Navigation' drawer", "dismiss the dialog": an overlay to close, whatever its name. */
const CLOSE_OVERLAY = /\b(?:close|dismiss)\b[^.;]*?\b(?:dialog|drawer|modal|popover|sheet)\b/;
const COLLAPSE_ALL = /\bcollapse (?:every|all)\b/;
/** "Open the Help drawer": an overlay's trigger named without quotes. */
const OPEN_UNQUOTED = /^open the (.+?) (?:drawer|dialog|modal|popover)\b/i;

/** "Save the posts 'A' and 'B'", "unsave 'A' and save 'B'": each post's own Save (Saved) button. */
const SAVE_POSTS = /\b(unsave|save)\s+(?:the\s+posts?\s+)?((?:["“][^"“”]+["”](?:,\s*(?:and\s+)?|\s+and\s+)?)+)/gi;

/** The instruction without the closing sentence about how the task ends (it names no target). */
const strip = (s: string) => s.replace(/\s*The task (will|ends)\b[^.]*\.?\s*$/i, '').trim();
/** "Apple and Orange", "React, TypeScript, and GraphQL (and only those)" → the names. */
const names = (s: string) => s.replace(/\([^)]*\)/g, '').replace(/\.$/, '').replace(/^only\s+/i, '')
  .split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((v) => v.trim()).filter(Boolean);

export function planFromInstruction(instruction: string): { intents: Intent[]; scope: string | null } {
  const text = strip(instruction);
  // Straight, typographic or single quotes (the official release writes “…” and '…'); a single
  // quote inside a word is an apostrophe.
  const quoted = [...text.matchAll(/["“]([^"“”]+)["”]|(?<!\w)'([^']+)'(?!\w)/g)]
    .map((m) => ({ text: m[1] ?? m[2], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const lower = text.toLowerCase();
  const before = (at: number) => lower.slice(Math.max(0, at - 40), at);
  let scope: string | null = null;
  let field: string | null = null;
  const intents: Intent[] = [];
  let commit: string | null = null;
  const values: string[] = [];
  // Posts to save or unsave: their quoted titles are where the buttons are, not targets themselves.
  const posts = new Set<number>();
  for (const m of text.matchAll(SAVE_POSTS)) {
    const from = m.index ?? 0;
    for (const p of quoted.filter((x) => x.at >= from && x.end <= from + m[0].length)) {
      posts.add(p.at);
      intents.push({ kind: 'click', name: m[1].toLowerCase() === 'unsave' ? 'Saved' : 'Save', roles: ['button'], within: p.text });
    }
  }
  for (const { text: name, at, end } of quoted) {
    if (posts.has(at)) continue;
    const ctx = before(at);
    const after = lower.slice(end, end + 30);
    if (/in the (section|row|card|panel)\s*$/.test(ctx) || (/\bin the\s*$/.test(ctx) && SCOPE_KIND.test(after))) scope = name;
    else if (/(^|[.;]\s+)in the\s*$/.test(ctx) && FIELD_KIND.test(after)) field = name;
    else if (/\bset the\s*$/.test(ctx) && LABEL_THEN_VALUE.test(text.slice(end))) {
      intents.push({ kind: 'fill', field: name, value: LABEL_THEN_VALUE.exec(text.slice(end))![2] });
    } else if (/^clear the\s*$/.test(ctx) && /^\s*(field|input|box)\b/.test(after)) intents.push({ kind: 'fill', field: name, value: '' });
    else if (/(open|expand)\s*$/.test(ctx)) intents.push({ kind: 'click', name, roles: ['button', 'link', 'tab'] });
    else if (/(then click|and click|click)\s*$/.test(ctx) && at > lower.length / 2 && /then click|and click/.test(ctx)) commit = name;
    else values.push(name);
  }
  const unquotedCommit = /\bthen click (ok|apply|save|confirm|done)\b/.exec(lower);
  if (!commit && unquotedCommit) commit = text.slice(unquotedCommit.index + unquotedCommit[0].length - unquotedCommit[1].length, unquotedCommit.index + unquotedCommit[0].length);
  // An instruction about the overlay or the whole group as one: its quoted names are what it is called, not targets.
  const whole: Intent | null = CLOSE_OVERLAY.test(lower) ? { kind: 'key', key: 'Escape' } : COLLAPSE_ALL.test(lower) ? { kind: 'collapse_all' } : null;
  const wantsText = TYPE.test(lower);
  if (UPLOAD.test(lower) && values.length && values.every((v) => FILE_NAME.test(v))) intents.push({ kind: 'upload', files: values });
  else if (field && values.length === 0) {
    // The value follows the verb unquoted: "In the 'Card number' field, enter 4242 4242 4242 4242."
    const typed = /\b(?:enter|type|write|input)\s+(.+)$/i.exec(text);
    if (typed) intents.push({ kind: 'fill', field, value: typed[1].replace(/\.$/, '') });
  } else if (whole) {
    intents.push(whole);
  } else if (field && wantsText) intents.push({ kind: 'fill', field, value: values[0] });
  else if (wantsText && values.length >= 2) intents.push({ kind: 'fill', field: values[1], value: values[0] });
  else if (wantsText && values.length === 1) intents.push({ kind: 'fill', field: null, value: values[0] });
  else if (posts.size === 0) for (const v of values) {
    if (OFF.test(lower)) intents.push({ kind: 'toggle', name: v, on: false });
    else if (ON.test(lower)) intents.push({ kind: 'toggle', name: v, on: true });
    else intents.push({ kind: 'pick', value: v });
  }
  if (quoted.length === 0 && !whole) intents.push(...unquoted(text));
  // "Reset the photo sync to the start": the verb is the name of the button that does it.
  if (intents.length === 0 && RESET.test(text)) intents.push({ kind: 'click', name: 'Reset', roles: ['button'] });
  if (commit) intents.push({ kind: 'click', name: commit, roles: ['button'] });
  if (/\bconfirm\b/.test(lower) && commit) intents.push({ kind: 'confirm' });
  return { intents, scope };
}

/** Names given without quotes, in the two forms that say what they name. */
function unquoted(text: string): Intent[] {
  const sentence = text.replace(/\.$/, '');
  const set = SET_UNQUOTED.exec(sentence);
  if (set) {
    const [, field, kind, value] = set;
    return PICK_KIND.has(kind.toLowerCase()) ? [{ kind: 'pick', value }] : [{ kind: 'fill', field, value }];
  }
  const colour = SET_COLOUR.exec(sentence);
  if (colour) return [{ kind: 'fill', field: colour[1], value: colour[2] }];
  const sort = SORT_BY.exec(sentence);
  if (sort) return [{ kind: 'click', name: sort[1] ?? sort[2], roles: ['columnheader', 'button'] }];
  // Rows picked by their keys (an instruction that also deselects is not read).
  const rows = SELECT_ROWS.exec(sentence);
  if (rows && !/\b(de|un)select/i.test(sentence)) {
    const keys = [...rows[1].matchAll(RECORD_KEY)].map((m) => m[0]);
    if (keys.length) return keys.map((key) => ({ kind: 'row', key }) as Intent);
  }
  const open = OPEN_UNQUOTED.exec(sentence);
  if (open) return [{ kind: 'click', name: open[1], roles: ['button'] }];
  const within = IN_UNQUOTED.exec(sentence);
  if (within) {
    const [, field, kind, verb, rest] = within;
    if (/^(enter|type)$/i.test(verb) && !PICK_KIND.has(kind.toLowerCase())) return [{ kind: 'fill', field, value: rest }];
    return names(rest).map((value) => ({ kind: 'pick', value }) as Intent);
  }
  return [];
}

export class RuleAgent implements Agent {
  readonly name = 'rule';
  readonly model = null;
  readonly config = {};
  private intents: Intent[] = [];
  private scope: string | null = null;
  private misses = 0;
  private opened = new Set<string>();
  private collapsed = new Set<string>();

  supports(mode: ModeName): boolean {
    return mode !== 'pixel';
  }

  reset(task: SuiteTask, _ctx: EpisodeContext): void {
    ({ intents: this.intents, scope: this.scope } = planFromInstruction(task.instruction));
    this.misses = 0;
    this.opened.clear();
    this.collapsed.clear();
  }

  async act(obs: Observation): Promise<AgentTurn> {
    const els = elementView(obs);
    while (this.intents.length) {
      const intent = this.intents[0];
      const r = this.realize(intent, els);
      if (r === 'retry') return { actions: ['noop()'], output: `waiting for ${describe(intent)} to appear` };
      if (r) {
        if (!r.keep) this.intents.shift();
        this.misses = 0;
        return { actions: [r.action], output: describe(intent) };
      }
      this.intents.shift();
    }
    return { actions: ['report_infeasible("every instruction step was tried")'], output: 'nothing left to try' };
  }

  private find(els: ViewElement[], name: string, roles?: string[]): ViewElement | undefined {
    const hits = els.filter((e) => norm(e.name) === norm(name) && (!roles || roles.includes(e.role)));
    return hits.find((e) => this.scope && e.scopes.includes(this.scope)) ?? hits[0];
  }

  /**
   * The action for an intent (`keep` when the intent is not done by it), 'retry' to wait a turn,
   * or null to give the intent up.
   */
  private realize(intent: Intent, els: ViewElement[]): { action: string; keep?: boolean } | 'retry' | null {
    const giveUpAfter = (n: number): 'retry' | null => (++this.misses > n ? null : 'retry');
    const click = (el: ViewElement) => ({ action: `click(${q(el.id)})` });
    switch (intent.kind) {
      case 'click': {
        const inside = intent.within === undefined ? els : els.filter((e) => e.scopes.includes(intent.within!));
        const el = this.find(inside, intent.name, intent.roles) ?? this.find(inside, intent.name);
        return el ? click(el) : giveUpAfter(1);
      }
      case 'toggle': {
        const el = this.find(els, intent.name, ['checkbox', 'switch', 'menuitemcheckbox', 'button']) ?? this.find(els, intent.name);
        if (!el) return giveUpAfter(1);
        return el.checked === intent.on ? { action: 'noop()' } : click(el);
      }
      case 'fill': {
        const fields = els.filter((e) => ['textbox', 'searchbox', 'spinbutton', 'combobox'].includes(e.role));
        const el = (intent.field && this.find(fields, intent.field)) || (this.scope && fields.find((f) => f.scopes.includes(this.scope!))) || fields[0];
        return el ? { action: `fill(${q(el.id)}, ${q(intent.value)})` } : giveUpAfter(1);
      }
      case 'pick': {
        const direct = this.find(els, intent.value, ['radio', 'tab', 'option', 'menuitem', 'button', 'link', 'checkbox', 'switch', 'treeitem'])
          ?? this.find(els, intent.value);
        // A native select's option takes no click: choose it on the select, as its own list would.
        if (direct?.select) return { action: `select_option(${q(direct.select)}, ${q(direct.name)})` };
        if (direct) return click(direct);
        // The value may sit in a closed popup: open the (scoped) combobox once, then look again.
        const box = els.find((e) => e.role === 'combobox' && (!this.scope || e.scopes.includes(this.scope) || e.scopes.length === 0) && !this.opened.has(e.id));
        if (box) {
          this.opened.add(box.id);
          return { ...click(box), keep: true };
        }
        return giveUpAfter(1);
      }
      case 'upload': {
        // The first control in scope whose name says it opens a file chooser.
        const pickers = els.filter((e) => e.role === 'button' && PICKER.test(e.name));
        const el = pickers.find((e) => this.scope && e.scopes.includes(this.scope)) ?? pickers[0];
        return el ? { action: `upload_file(${q(el.id)}, ${q(intent.files)})` } : giveUpAfter(1);
      }
      case 'row': {
        // A checkbox inside a row whose text holds the key as a word.
        // A checkbox inside a row whose text holds the key as a word, else (a table that selects
        // rows by click) the row itself.
        const holds = (name: string) => norm(name).split(' ').includes(norm(intent.key));
        const boxes = els.filter((e) => e.role === 'checkbox' && e.scopes.some(holds));
        const box = boxes.find((e) => this.scope && e.scopes.includes(this.scope)) ?? boxes[0];
        if (box) return box.checked === true ? { action: 'noop()' } : click(box);
        const row = els.find((e) => e.role === 'row' && holds(e.name));
        return row ? click(row) : giveUpAfter(1);
      }
      case 'confirm': {
        const el = els.find((e) => e.role === 'button' && CONFIRM_NAMES.includes(norm(e.name)) && (e.scopes.length === 0 || e.scopes.some(Boolean)));
        return el ? click(el) : giveUpAfter(1);
      }
      case 'key':
        return { action: `keyboard_press(${q(intent.key)})` };
      case 'collapse_all': {
        const el = els.find((e) => e.expanded === true && ['button', 'tab'].includes(e.role) && !this.collapsed.has(e.id) && (!this.scope || e.scopes.includes(this.scope)));
        if (!el) return null;
        this.collapsed.add(el.id);
        return { ...click(el), keep: true };
      }
    }
  }
}

function describe(i: Intent): string {
  switch (i.kind) {
    case 'click': return `click "${i.name}"`;
    case 'toggle': return `turn "${i.name}" ${i.on ? 'on' : 'off'}`;
    case 'fill': return `type "${i.value}"${i.field ? ` into "${i.field}"` : ''}`;
    case 'pick': return `pick "${i.value}"`;
    case 'upload': return `upload ${i.files.map((f) => `"${f}"`).join(', ')}`;
    case 'row': return `tick the row of "${i.key}"`;
    case 'confirm': return 'confirm';
    case 'key': return `press ${i.key}`;
    case 'collapse_all': return 'collapse every expanded section';
  }
}
