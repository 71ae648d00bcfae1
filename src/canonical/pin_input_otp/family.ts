import { z } from 'zod';
import { CODE_CHARS, DIGITS, oneCharOff, randomChars } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import { boxName, model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  hint: z.string(),
  length: z.number().int().min(3).max(10),
  /** Which characters a box accepts (letters are shown upper-case). */
  charset: z.enum(['digits', 'alphanumeric']),
});
export type Params = z.infer<typeof params>;

const CODES = [
  { label: 'Verification code', noun: 'verification code', hint: 'Type the code from the text message we just sent you.' },
  { label: 'Sign-in code', noun: 'sign-in code', hint: 'Open your authenticator app and copy the current code.' },
  { label: 'Pairing code', noun: 'pairing code', hint: 'The code is shown on the screen of the device you are connecting.' },
  { label: 'Confirmation code', noun: 'confirmation code', hint: 'We emailed a code to confirm this change.' },
  { label: 'Door code', noun: 'door code', hint: 'Your host shares a new code for every booking.' },
] as const;

export default defineFamily<Params>({
  type: 'pin_input_otp',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text'],
  baseAxes: { precision_requirement: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const c = rng.pick(CODES);
    const alnum = ctx.bucket === 'hard' && rng.next() < 0.6;
    const length = ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 6 : alnum ? 6 : 8;
    const charset = alnum ? 'alphanumeric' : 'digits';
    const alphabet = alnum ? CODE_CHARS : DIGITS;
    const code = randomChars(rng, alphabet, length);
    const p: Params = { label: c.label, hint: c.hint, length, charset };
    const first = ctx.library === 'antd' ? 'OTP Input 1' : boxName(p, 0);
    const i = rng.int(0, length - 2);
    const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
    return {
      params: p,
      checks: [{ kind: 'equals', field: 'code', target: code }],
      goal: {
        text: `enter the ${c.noun} "${code}"`,
        reference: `enter the ${c.noun} shown in the reference picture`,
        mixed: `enter the ${c.noun} shown in the reference picture (it starts with "${code[0]}")`,
      },
      solution: [
        { do: 'click', target: ctx.scope({ role: 'textbox', name: first }) },
        { do: 'keyboard_type', text: code },
      ],
      wrong: [
        { why: 'one character wrong', fields: { code: oneCharOff(rng, code, rng.int(0, length - 1), alphabet) } },
        { why: 'last character missing', fields: { code: code.slice(0, -1) } },
        ...(swapped !== code ? [{ why: 'two neighbours swapped', fields: { code: swapped } }] : []),
      ],
      axes: { precision_requirement: length > 6 || alnum ? 1 : 0 },
      why: `${length} ${alnum ? 'letter-or-digit' : 'digit'} boxes that advance on their own`,
    };
  },
});
