/**
 * The action grammar: BrowserGym-style function calls such as `click("42")`,
 * `fill("17", "hello")` or `mouse_click(300, 200)`. Parsing is pure so agents, the harness and
 * the submission validator share it.
 */

export type ArgKind = 'id' | 'string' | 'number';

/** Each action: its positional argument kinds (trailing ones may be optional). */
export const ACTIONS = {
  click: { args: ['id'] },
  fill: { args: ['id', 'string'] },
  press: { args: ['id', 'string'] },
  select_option: { args: ['id', 'string'] },
  hover: { args: ['id'] },
  drag_and_drop: { args: ['id', 'id'] },
  mouse_click: { args: ['number', 'number'] },
  mouse_drag_and_drop: { args: ['number', 'number', 'number', 'number'] },
  keyboard_type: { args: ['string'] },
  keyboard_press: { args: ['string'] },
  scroll: { args: ['number', 'number'] },
  noop: { args: [] },
} as const satisfies Record<string, { args: readonly ArgKind[] }>;

export type ActionName = keyof typeof ACTIONS;

export interface ParsedAction {
  name: ActionName;
  args: (string | number)[];
}

export class ActionParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionParseError';
  }
}

type Token = { t: 'ident' | 'str' | 'num' | 'punct'; v: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[A-Za-z0-9_]/.test(src[j])) j++;
      out.push({ t: 'ident', v: src.slice(i, j) });
      i = j;
    } else if (/[-+0-9.]/.test(c)) {
      const m = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i.exec(src.slice(i));
      if (!m) throw new ActionParseError(`unexpected "${c}" at ${i}`);
      out.push({ t: 'num', v: m[0] });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let s = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) {
          const e = src[j + 1];
          s += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          j += 2;
        } else s += src[j++];
      }
      if (j >= src.length) throw new ActionParseError('unterminated string');
      out.push({ t: 'str', v: s });
      i = j + 1;
    } else if ('(),='.includes(c)) {
      out.push({ t: 'punct', v: c });
      i++;
    } else throw new ActionParseError(`unexpected "${c}" at ${i}`);
  }
  return out;
}

/** Parse exactly one action call. Keyword arguments are accepted by position name order. */
export function parseAction(src: string): ParsedAction {
  const toks = tokenize(src.trim());
  let k = 0;
  const next = () => toks[k++];
  const name = next();
  if (!name || name.t !== 'ident') throw new ActionParseError('expected an action name');
  if (!(name.v in ACTIONS)) throw new ActionParseError(`unknown action "${name.v}"`);
  const open = next();
  if (!open || open.v !== '(') throw new ActionParseError(`expected "(" after ${name.v}`);
  const raw: Token[] = [];
  for (;;) {
    let tok = next();
    if (!tok) throw new ActionParseError('missing ")"');
    if (tok.v === ')' && tok.t === 'punct') break;
    if (tok.t === 'ident' && toks[k]?.v === '=') { k++; tok = next(); } // keyword: value
    if (!tok || (tok.t !== 'str' && tok.t !== 'num')) throw new ActionParseError(`bad argument to ${name.v}`);
    raw.push(tok);
    const sep = next();
    if (!sep) throw new ActionParseError('missing ")"');
    if (sep.v === ')') break;
    if (sep.v !== ',') throw new ActionParseError(`expected "," in ${name.v}(...)`);
  }
  if (k < toks.length) throw new ActionParseError(`unexpected text after ${name.v}(...)`);
  const spec = ACTIONS[name.v as ActionName].args as readonly ArgKind[];
  if (raw.length !== spec.length) throw new ActionParseError(`${name.v} takes ${spec.length} argument(s), got ${raw.length}`);
  const args = raw.map((tok, i) => {
    const kind = spec[i];
    if (kind === 'number') {
      const n = Number(tok.v);
      if (!Number.isFinite(n)) throw new ActionParseError(`argument ${i + 1} of ${name.v} must be a number`);
      return n;
    }
    if (kind === 'id') {
      if (!/^[A-Za-z]?\d+$/.test(tok.v)) throw new ActionParseError(`"${tok.v}" is not an element id`);
      return tok.v;
    }
    return tok.v;
  });
  return { name: name.v as ActionName, args };
}

export function formatAction(a: ParsedAction): string {
  return `${a.name}(${a.args.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(', ')})`;
}
