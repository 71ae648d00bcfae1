/**
 * The action grammar: BrowserGym's high-level actions as function calls — element actions
 * (`click("12")`), coordinate actions (`mouse_click(300, 200)`), keyboard, scroll, chat and
 * `report_infeasible`; `upload_file` and `mouse_upload_file` click what opens a file chooser and
 * pick files by name from the task's folder; BrowserGym's navigation and tab actions, which the
 * harness refuses. Parsing is pure so agents, the harness and the submission validator share it.
 */

export type ArgKind = 'id' | 'string' | 'number' | 'strings';
type Arg = { name: string; kind: ArgKind; default?: string | number | string[] };
type Group = 'element' | 'coordinate' | 'keyboard' | 'scroll' | 'chat' | 'nav' | 'misc';

const a = (name: string, kind: ArgKind, def?: Arg['default']): Arg => (def === undefined ? { name, kind } : { name, kind, default: def });

export const ACTIONS = {
  click: { group: 'element', args: [a('bid', 'id'), a('button', 'string', 'left'), a('modifiers', 'strings', [])] },
  dblclick: { group: 'element', args: [a('bid', 'id'), a('button', 'string', 'left'), a('modifiers', 'strings', [])] },
  hover: { group: 'element', args: [a('bid', 'id')] },
  fill: { group: 'element', args: [a('bid', 'id'), a('value', 'string')] },
  clear: { group: 'element', args: [a('bid', 'id')] },
  check: { group: 'element', args: [a('bid', 'id')] },
  uncheck: { group: 'element', args: [a('bid', 'id')] },
  focus: { group: 'element', args: [a('bid', 'id')] },
  press: { group: 'element', args: [a('bid', 'id'), a('key_comb', 'string')] },
  select_option: { group: 'element', args: [a('bid', 'id'), a('options', 'strings')] },
  drag_and_drop: { group: 'element', args: [a('from_bid', 'id'), a('to_bid', 'id')] },
  upload_file: { group: 'element', args: [a('bid', 'id'), a('file', 'strings')] },
  mouse_move: { group: 'coordinate', args: [a('x', 'number'), a('y', 'number')] },
  mouse_down: { group: 'coordinate', args: [a('x', 'number'), a('y', 'number'), a('button', 'string', 'left')] },
  mouse_up: { group: 'coordinate', args: [a('x', 'number'), a('y', 'number'), a('button', 'string', 'left')] },
  mouse_click: { group: 'coordinate', args: [a('x', 'number'), a('y', 'number'), a('button', 'string', 'left')] },
  mouse_dblclick: { group: 'coordinate', args: [a('x', 'number'), a('y', 'number'), a('button', 'string', 'left')] },
  mouse_drag_and_drop: { group: 'coordinate', args: [a('from_x', 'number'), a('from_y', 'number'), a('to_x', 'number'), a('to_y', 'number')] },
  mouse_upload_file: { group: 'coordinate', args: [a('x', 'number'), a('y', 'number'), a('file', 'strings')] },
  keyboard_down: { group: 'keyboard', args: [a('key', 'string')] },
  keyboard_up: { group: 'keyboard', args: [a('key', 'string')] },
  keyboard_press: { group: 'keyboard', args: [a('key_comb', 'string')] },
  keyboard_type: { group: 'keyboard', args: [a('text', 'string')] },
  keyboard_insert_text: { group: 'keyboard', args: [a('text', 'string')] },
  scroll: { group: 'scroll', args: [a('delta_x', 'number'), a('delta_y', 'number')] },
  send_msg_to_user: { group: 'chat', args: [a('text', 'string')] },
  report_infeasible: { group: 'chat', args: [a('reason', 'string')] },
  noop: { group: 'misc', args: [a('wait_ms', 'number', 0)] },
  // BrowserGym's navigation and tab actions: parsed so an agent built on its default action set is
  // told why they fail (the task stays on its page: confinement.ts), never offered.
  goto: { group: 'nav', args: [a('url', 'string')] },
  go_back: { group: 'nav', args: [] },
  go_forward: { group: 'nav', args: [] },
  new_tab: { group: 'nav', args: [] },
  tab_close: { group: 'nav', args: [] },
  tab_focus: { group: 'nav', args: [a('index', 'number')] },
} as const satisfies Record<string, { group: Group; args: readonly Arg[] }>;

export type ActionName = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];

export function actionGroup(name: ActionName): Group {
  return ACTIONS[name].group;
}

export interface ParsedAction {
  name: ActionName;
  /** Every argument, defaults filled in, in declaration order. */
  args: (string | number | string[])[];
}

export class ActionParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionParseError';
  }
}

type Token = { t: 'ident' | 'str' | 'num' | 'punct'; v: string };

const isAsciiSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);
const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdentPart = (c: number) => isIdentStart(c) || (c >= 48 && c <= 57);
const NUMBER = /[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/iy;

// Character codes rather than a regular expression per character: every recorded action is parsed
// again when a run is read, a million times for a large warehouse.
function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (isAsciiSpace(c) || (c > 127 && /\s/.test(src[i]))) { i++; continue; }
    if (isIdentStart(c)) {
      let j = i + 1;
      while (j < src.length && isIdentPart(src.charCodeAt(j))) j++;
      out.push({ t: 'ident', v: src.slice(i, j) });
      i = j;
    } else if (c === 45 || c === 43 || c === 46 || (c >= 48 && c <= 57)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(src);
      if (!m) throw new ActionParseError(`unexpected "${src[i]}" at ${i}`);
      out.push({ t: 'num', v: m[0] });
      i += m[0].length;
    } else if (c === 34 || c === 39) {
      const quote = src[i];
      let j = i + 1;
      let s = '';
      while (j < src.length && src[j] !== quote) {
        if (src[j] === '\\' && j + 1 < src.length) {
          const e = src[j + 1];
          s += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          j += 2;
        } else s += src[j++];
      }
      if (j >= src.length) throw new ActionParseError('unterminated string');
      out.push({ t: 'str', v: s });
      i = j + 1;
    } else if ('(),=[]'.includes(src[i])) {
      out.push({ t: 'punct', v: src[i] });
      i++;
    } else throw new ActionParseError(`unexpected "${src[i]}" at ${i}`);
  }
  return out;
}

type Value = string | number | string[] | { ident: string };

/** Parse exactly one action call, e.g. `click("12", button="right")`. */
export function parseAction(src: string): ParsedAction {
  const toks = tokenize(src.trim());
  let k = 0;
  const peek = () => toks[k];
  const next = () => toks[k++];
  const name = next();
  if (!name || name.t !== 'ident') throw new ActionParseError('expected an action name');
  if (!(name.v in ACTIONS)) throw new ActionParseError(`unknown action "${name.v}"`);
  const spec = ACTIONS[name.v as ActionName].args as readonly Arg[];
  if (next()?.v !== '(') throw new ActionParseError(`expected "(" after ${name.v}`);
  const value = (): Value => {
    const tok = next();
    if (!tok) throw new ActionParseError('missing ")"');
    if (tok.t === 'str') return tok.v;
    if (tok.t === 'num') return Number(tok.v);
    if (tok.t === 'ident' && (tok.v === 'True' || tok.v === 'False' || tok.v === 'None')) return { ident: tok.v };
    if (tok.v === '[') {
      const items: string[] = [];
      while (peek() && peek().v !== ']') {
        const item = next();
        if (item.t !== 'str' && item.t !== 'num') throw new ActionParseError('lists may hold only strings');
        items.push(item.v);
        if (peek()?.v === ',') k++;
      }
      if (next()?.v !== ']') throw new ActionParseError('missing "]"');
      return items;
    }
    throw new ActionParseError(`bad argument to ${name.v}`);
  };
  const positional: Value[] = [];
  const named = new Map<string, Value>();
  if (peek()?.v === ')') k++;
  else {
    for (;;) {
      if (peek()?.t === 'ident' && toks[k + 1]?.v === '=') {
        const key = next().v;
        k++;
        if (!spec.some((s) => s.name === key)) throw new ActionParseError(`${name.v} has no argument "${key}"`);
        named.set(key, value());
      } else {
        if (named.size) throw new ActionParseError('positional argument after a keyword argument');
        positional.push(value());
      }
      const sep = next();
      if (!sep) throw new ActionParseError('missing ")"');
      if (sep.v === ')') break;
      if (sep.v !== ',') throw new ActionParseError(`expected "," in ${name.v}(...)`);
    }
  }
  if (k < toks.length) throw new ActionParseError(`unexpected text after ${name.v}(...)`);
  if (positional.length > spec.length) throw new ActionParseError(`${name.v} takes at most ${spec.length} argument(s), got ${positional.length}`);
  const args = spec.map((s, i) => {
    const v = i < positional.length ? positional[i] : named.get(s.name);
    if (v === undefined) {
      if (s.default === undefined) throw new ActionParseError(`${name.v} needs its "${s.name}" argument`);
      return s.default;
    }
    return coerce(name.v, s, v);
  });
  return { name: name.v as ActionName, args };
}

function coerce(action: string, s: Arg, v: Value): string | number | string[] {
  if (typeof v === 'object' && !Array.isArray(v)) throw new ActionParseError(`${action}: "${s.name}" cannot be ${v.ident}`);
  switch (s.kind) {
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      if (Array.isArray(v) || !Number.isFinite(n)) throw new ActionParseError(`${action}: "${s.name}" must be a number`);
      return n;
    }
    case 'id': {
      const id = String(v);
      if (Array.isArray(v) || !/^[A-Za-z]?\d+$/.test(id)) throw new ActionParseError(`${action}: "${id}" is not an element id`);
      return id;
    }
    case 'strings':
      return Array.isArray(v) ? v : [String(v)];
    case 'string':
      if (Array.isArray(v)) throw new ActionParseError(`${action}: "${s.name}" must be a string`);
      return String(v);
  }
}

export function formatAction(x: ParsedAction): string {
  const spec = ACTIONS[x.name].args as readonly Arg[];
  // Trailing arguments equal to their defaults are left out, as a person would write the call.
  let n = x.args.length;
  while (n > 0 && spec[n - 1].default !== undefined && JSON.stringify(spec[n - 1].default) === JSON.stringify(x.args[n - 1])) n--;
  const show = (v: string | number | string[]) => (typeof v === 'number' ? String(v) : Array.isArray(v) ? `[${v.map((s) => JSON.stringify(s)).join(', ')}]` : JSON.stringify(v));
  return `${x.name}(${x.args.slice(0, n).map(show).join(', ')})`;
}

/** Element ids an action names (click("12"), drag_and_drop("3", "9")…); none for coordinate and keyboard actions, or one that does not parse. */
export function elementIdsOf(action: string): string[] {
  try {
    const p = parseAction(action);
    return ACTIONS[p.name].args.flatMap((arg, i) => (arg.kind === 'id' ? [String(p.args[i])] : []));
  } catch {
    return [];
  }
}
