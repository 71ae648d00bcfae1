import { z } from 'zod';
import { CODE_CHARS, DIGITS, HEX, oneCharOff, randomChars } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { formatRaw, slotCount } from './mask';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  /** Mask in the neutral notation of ./mask.ts (D digit, L letter, H hex, X letter or digit). */
  pattern: z.string().min(1),
  placeholder: z.string(),
  /** Formatted value the field starts with ('' for empty). */
  initial: z.string(),
});
export type Params = z.infer<typeof params>;

const two = (n: number) => String(n).padStart(2, '0');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHABET: Record<string, string> = { D: DIGITS, L: LETTERS, H: HEX, X: CODE_CHARS };

interface Format {
  label: string;
  noun: string;
  pattern: string;
  placeholder: string;
  /** The slot characters of a plausible value. */
  sample(rng: Rng): string;
}

const FORMATS: Record<'easy' | 'mid' | 'hard', Format[]> = {
  easy: [
    { label: 'Card expiry', noun: 'card expiry', pattern: 'DD/DD', placeholder: 'MM/YY', sample: (r) => two(r.int(1, 12)) + two(r.int(26, 33)) },
    { label: 'Sort code', noun: 'sort code', pattern: 'DD-DD-DD', placeholder: '00-00-00', sample: (r) => randomChars(r, DIGITS, 6) },
    { label: 'Opening time', noun: 'opening time', pattern: 'DD:DD', placeholder: 'HH:MM', sample: (r) => two(r.int(6, 11)) + two(5 * r.int(0, 11)) },
    { label: 'Closing time', noun: 'closing time', pattern: 'DD:DD', placeholder: 'HH:MM', sample: (r) => two(r.int(16, 23)) + two(5 * r.int(0, 11)) },
  ],
  mid: [
    { label: 'Phone number', noun: 'phone number', pattern: '(DDD) DDD-DDDD', placeholder: '(___) ___-____', sample: (r) => String(r.int(201, 989)) + String(r.int(200, 999)) + randomChars(r, DIGITS, 4) },
    { label: 'Date of birth', noun: 'date of birth', pattern: 'DD.DD.DDDD', placeholder: 'DD.MM.YYYY', sample: (r) => two(r.int(1, 28)) + two(r.int(1, 12)) + String(r.int(1950, 2006)) },
    { label: 'ZIP+4 code', noun: 'ZIP+4 code', pattern: 'DDDDD-DDDD', placeholder: '_____-____', sample: (r) => String(r.int(10000, 99950)) + randomChars(r, DIGITS, 4) },
    { label: 'Employer ID', noun: 'employer ID', pattern: 'DD-DDDDDDD', placeholder: '__-_______', sample: (r) => String(r.int(10, 98)) + randomChars(r, DIGITS, 7) },
  ],
  hard: [
    { label: 'Card number', noun: 'card number', pattern: 'DDDD DDDD DDDD DDDD', placeholder: '____ ____ ____ ____', sample: (r) => String(r.pick([4, 5])) + randomChars(r, DIGITS, 15) },
    { label: 'IBAN', noun: 'IBAN', pattern: 'LLDD DDDD DDDD DDDD DDDD DD', placeholder: 'DE00 0000 0000 0000 0000 00', sample: (r) => `DE${randomChars(r, DIGITS, 20)}` },
    { label: 'MAC address', noun: 'MAC address', pattern: 'HH:HH:HH:HH:HH:HH', placeholder: '00:00:00:00:00:00', sample: (r) => randomChars(r, HEX, 12) },
    { label: 'Licence key', noun: 'licence key', pattern: 'XXXXX-XXXXX-XXXXX', placeholder: 'XXXXX-XXXXX-XXXXX', sample: (r) => randomChars(r, CODE_CHARS, 15) },
  ],
};

export default defineFamily<Params>({
  type: 'masked_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_formatted'],
  baseAxes: { precision_requirement: 3, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const f = rng.pick(FORMATS[ctx.bucket]);
    const raw = f.sample(rng);
    const target = formatRaw(f.pattern, raw);
    // Hard tasks start from an older complete value that has to be replaced.
    const initial = ctx.bucket === 'hard' && rng.next() < 0.5 ? formatRaw(f.pattern, f.sample(rng)) : '';
    const lastSlot = [...f.pattern].reverse().find((c) => c in ALPHABET) ?? 'D';
    const off = formatRaw(f.pattern, oneCharOff(rng, raw, raw.length - 1, ALPHABET[lastSlot]));
    const slots = slotCount(f.pattern);
    return {
      params: { label: f.label, pattern: f.pattern, placeholder: f.placeholder, initial },
      checks: [{ kind: 'equals', field: 'value', target }],
      goal: {
        text: `enter "${target}" as the ${f.noun}`,
        reference: `enter the ${f.noun} shown in the reference picture`,
        mixed: `enter the ${f.noun} shown in the reference picture (it ends in "${target.slice(-2)}")`,
      },
      solution: [{ do: 'fill', target: ctx.scope({ role: 'textbox', name: f.label }), text: target }],
      wrong: [
        { why: 'last character wrong', fields: { value: off } },
        { why: 'one character short', fields: { value: formatRaw(f.pattern, raw.slice(0, -1)) } },
      ],
      axes: { precision_requirement: slots >= 12 ? 1 : 0, feedback_dynamics: initial ? 1 : 0 },
      why: `${slots} characters through a "${f.pattern.replace(/[DLHX]/g, '#')}" mask${initial ? ', replacing an old value' : ''}`,
    };
  },
});
