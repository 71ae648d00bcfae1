/** Generator helpers shared by the code and token entry families: random codes, near-miss strings and token lists. */
import { z } from 'zod';
import type { Rng } from '../rng';

export const DIGITS = '0123456789';
/** Letters and digits that cannot be mistaken for one another (no O/0, I/1). */
export const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const HEX = '0123456789ABCDEF';

export function randomChars(rng: Rng, alphabet: string, n: number): string {
  return Array.from({ length: n }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
}

/** The string with the character at `index` replaced by a different one from `alphabet`. */
export function oneCharOff(rng: Rng, s: string, index: number, alphabet: string): string {
  const others = [...alphabet].filter((c) => c !== s[index].toUpperCase() && c !== s[index]);
  return s.slice(0, index) + rng.pick(others) + s.slice(index + 1);
}

/** Near misses of a set of tokens: one left out, and one unwanted token added. */
export function tokenSetMisses(target: readonly string[], unwanted: string | undefined, field: string): { why: string; fields: Record<string, string[]> }[] {
  const out: { why: string; fields: Record<string, string[]> }[] = [];
  if (target.length > 0) out.push({ why: `"${target[target.length - 1]}" left out`, fields: { [field]: target.slice(0, -1) } });
  if (unwanted !== undefined) out.push({ why: `"${unwanted}" also present`, fields: { [field]: [...target, unwanted] } });
  return out;
}

/** A quoted, comma-separated list in prose: "a", "b" and "c". */
export function quotedList(items: readonly string[]): string {
  const q = items.map((i) => `"${i}"`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** Params of a token field: a labelled field of removable tokens, with suggestions, taking any text. */
export const tokenFieldParams = z.strictObject({
  label: z.string().min(1),
  placeholder: z.string(),
  /** Values offered in the dropdown; any other text can be added too. */
  suggestions: z.array(z.string().min(1)),
  initial: z.array(z.string().min(1)),
});
export type TokenFieldParams = z.infer<typeof tokenFieldParams>;
