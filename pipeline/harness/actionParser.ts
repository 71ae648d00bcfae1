/**
 * Finding actions in free model output: reasoning before `</think>` is dropped and code fences are
 * preferred (the last fence when several). For one action per turn the last valid call wins (a
 * model that drafts and then corrects itself means the correction); for several, the first `max`
 * valid calls of the chosen block run in order.
 */
import { ACTION_NAMES, ActionParseError, parseAction, type ParsedAction } from './actionGrammar';

const CALL_START = new RegExp(`\\b(${ACTION_NAMES.join('|')})\\s*\\(`, 'g');

/** Every balanced `name(...)` call in the text, in order (strings may contain parentheses). */
function calls(text: string): string[] {
  const out: string[] = [];
  CALL_START.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CALL_START.exec(text))) {
    let depth = 0;
    let quote: string | null = null;
    let end = -1;
    for (let i = m.index + m[0].length - 1; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) { end = i; break; }
    }
    if (end < 0) break;
    out.push(text.slice(m.index, end + 1));
    CALL_START.lastIndex = end + 1;
  }
  return out;
}

export interface ExtractedActions {
  actions: ParsedAction[];
  /** Why nothing usable was found (when `actions` is empty). */
  error: string | null;
}

export function extractActions(output: string, max = 1): ExtractedActions {
  let text = output;
  const think = text.lastIndexOf('</think>');
  if (think >= 0) text = text.slice(think + '</think>'.length);
  const fences = [...text.matchAll(/```[a-zA-Z]*\n?([\s\S]*?)```/g)].map((f) => f[1]);
  const scopes = fences.length ? [max === 1 ? fences.join('\n') : fences[fences.length - 1], text] : [text];
  let lastError: string | null = null;
  for (const scope of scopes) {
    const parsed: ParsedAction[] = [];
    for (const c of calls(scope)) {
      try {
        parsed.push(parseAction(c));
      } catch (e) {
        if (e instanceof ActionParseError) lastError = `${c.slice(0, 80)}: ${e.message}`;
        else throw e;
      }
    }
    if (parsed.length) return { actions: max === 1 ? parsed.slice(-1) : parsed.slice(0, max), error: null };
  }
  return { actions: [], error: lastError ?? 'no action found in the output' };
}
