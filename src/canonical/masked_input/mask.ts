/**
 * Mask patterns in a library-neutral notation, turned into each mask engine's own options.
 * Slots: D a digit, L a letter, H a hex digit, X a letter or digit (letters are upper-cased);
 * every other character is a literal the mask inserts by itself. Patterns use only punctuation and
 * spaces as literals, so a literal can never swallow a typed character meant for a slot.
 */
export const SLOTS: Record<string, RegExp> = { D: /[0-9]/, L: /[A-Za-z]/, H: /[0-9A-Fa-f]/, X: /[0-9A-Za-z]/ };

const isSlot = (c: string) => c in SLOTS;

/** react-imask options (antd and MUI): slots become definitions, literals are escaped. */
export function imaskOptions(pattern: string) {
  return {
    mask: [...pattern].map((c) => (isSlot(c) ? c : `\\${c}`)).join(''),
    definitions: SLOTS,
    prepareChar: (s: string) => s.toUpperCase(),
    lazy: true,
  };
}

/** Mantine MaskInput's array form: a RegExp per slot, a string per literal. */
export function mantineMask(pattern: string): (string | RegExp)[] {
  return [...pattern].map((c) => SLOTS[c] ?? c);
}

/**
 * The text a mask shows for the typed slot characters `raw`: literals up to the last filled slot,
 * nothing after it. Every renderer reports this, so all libraries agree on partial values too.
 */
export function formatRaw(pattern: string, raw: string): string {
  let out = '';
  let pending = '';
  let i = 0;
  for (const c of pattern) {
    if (i >= raw.length) break;
    if (!isSlot(c)) {
      pending += c;
      continue;
    }
    out += pending + raw[i++].toUpperCase();
    pending = '';
  }
  return out;
}

/** The slot characters of a formatted value. */
export function rawOf(pattern: string, formatted: string): string {
  return [...formatted].filter((c, i) => isSlot(pattern[i] ?? '')).join('');
}

export const slotCount = (pattern: string) => [...pattern].filter(isSlot).length;
