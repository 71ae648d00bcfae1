/**
 * clipboard_copy: a card of labelled values (order numbers, keys, links), each with the library's
 * copy control. The committed state is what the control reports having copied (antd's `onCopy`,
 * MUI's and Mantine's clipboard write resolving); the OS clipboard is never read. Every copy
 * control of a card reads the same ("Copy", or nothing at all for Mantine's icon), so the field is
 * told apart only by its row. Hard cards hold a near twin of the target value, one character off.
 */
import { z } from 'zod';
import { CODE_CHARS, DIGITS, oneCharOff, randomChars } from '../../generator/cores/codesAndTokens';
import { inSentence } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { model } from './model';

export const params = z.strictObject({
  /** Caption above the fields. */
  title: z.string().min(1),
  fields: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).min(1),
});
export type Params = z.infer<typeof params>;

const LOWER_HEX = '0123456789abcdef';
type Make = (rng: Rng) => string;
const digits = (prefix: string, n: number): Make => (rng) => `${prefix}${randomChars(rng, DIGITS, n)}`;
const hex = (prefix: string, n: number): Make => (rng) => `${prefix}${randomChars(rng, LOWER_HEX, n)}`;
const code = (prefix: string, n: number): Make => (rng) => `${prefix}${randomChars(rng, CODE_CHARS, n)}`;

/**
 * Cards of copyable values as products show them. In `uniform` cards every value has one format,
 * so a hard task can hold two values one character apart.
 */
const CARDS: readonly { title: string; uniform: boolean; fields: readonly (readonly [string, Make])[] }[] = [
  {
    title: 'Order references', uniform: false,
    fields: [['Order number', digits('ORD-', 5)], ['Tracking number', digits('TRK-', 5)], ['Return code', digits('RMA-', 4)],
      ['Invoice number', digits('INV-', 5)], ['Coupon code', code('SAVE-', 4)], ['Gift card code', code('GC-', 8)]],
  },
  {
    title: 'Developer credentials', uniform: false,
    fields: [['Publishable key', hex('pk_live_', 12)], ['Secret key', hex('sk_live_', 12)], ['Webhook signing secret', hex('whsec_', 10)],
      ['Client ID', hex('cli_', 10)], ['Project ID', hex('proj-', 6)], ['Endpoint URL', hex('https://api.example.com/v2/', 6)]],
  },
  {
    title: 'Meeting invitation', uniform: false,
    fields: [['Meeting link', digits('https://meet.example.com/j/', 10)], ['Meeting ID', (r) => `${randomChars(r, DIGITS, 3)} ${randomChars(r, DIGITS, 4)} ${randomChars(r, DIGITS, 4)}`],
      ['Passcode', code('', 6)], ['Dial-in number', digits('+1 555 01', 2)], ['Host key', digits('', 6)], ['Room code', digits('ROOM-', 4)]],
  },
  {
    title: 'Device information', uniform: false,
    fields: [['Serial number', code('SN', 10)], ['MAC address', (r) => Array.from({ length: 6 }, () => randomChars(r, '0123456789ABCDEF', 2)).join(':')],
      ['IP address', (r) => `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`], ['Device ID', hex('dev_', 8)],
      ['Firmware build', hex('fw-3.14.2-', 4)], ['Asset tag', digits('AT-', 5)]],
  },
  {
    title: 'API base URLs', uniform: true,
    fields: [['Production URL', hex('https://api.example.com/prod/', 6)], ['Staging URL', hex('https://api.example.com/stg/', 6)],
      ['Development URL', hex('https://api.example.com/dev/', 6)], ['Preview URL', hex('https://api.example.com/pre/', 6)],
      ['Sandbox URL', hex('https://api.example.com/sbx/', 6)], ['Load test URL', hex('https://api.example.com/load/', 6)]],
  },
  {
    title: 'Access keys', uniform: true,
    fields: [['Primary key', hex('key_', 14)], ['Secondary key', hex('key_', 14)], ['CI pipeline key', hex('key_', 14)],
      ['Analytics key', hex('key_', 14)], ['Mobile app key', hex('key_', 14)], ['Backup key', hex('key_', 14)]],
  },
  {
    title: 'Payment references', uniform: true,
    fields: [['Billing reference', digits('REF-', 7)], ['Shipping reference', digits('REF-', 7)], ['Customs reference', digits('REF-', 7)],
      ['Refund reference', digits('REF-', 7)], ['Deposit reference', digits('REF-', 7)], ['Fee reference', digits('REF-', 7)]],
  },
];

export default defineFamily<Params>({
  type: 'clipboard_copy',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['activate'],
  baseAxes: { target_acquisition: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const card = rng.pick(bucket === 'hard' ? CARDS.filter((c) => c.uniform) : CARDS);
    const count = bucket === 'easy' ? rng.int(1, 2) : bucket === 'mid' ? rng.int(3, 4) : rng.int(5, 6);
    const fields = rng.shuffle(card.fields).slice(0, count).map(([label, make]) => ({ label, value: make(rng) }));
    const t = rng.int(0, count - 1);
    const target = fields[t];
    // The twin sits next to the target and differs in one character of its random tail.
    const twin = bucket === 'hard' ? fields[t === 0 ? 1 : t - 1] : undefined;
    if (twin) {
      const at = target.value.length - rng.int(1, 4);
      twin.value = oneCharOff(rng, target.value, at, /\d/.test(target.value[at]) ? DIGITS : LOWER_HEX);
    }
    const other = twin ?? fields.find((f) => f !== target);
    return {
      params: { title: card.title, fields },
      checks: [{ kind: 'equals', field: 'copied', target: target.value }],
      goal: {
        text: `copy the ${inSentence(target.label)}`,
        reference: 'copy the value shown in the reference picture',
        mixed: `copy the value shown in the reference picture (it ends in "${target.value.slice(-2)}")`,
      },
      solution: [{ do: 'click', target: { ...copyControl(ctx.library), nth: t, within: ctx.frame } }],
      wrong: other ? [{ why: `copied the ${inSentence(other.label)}`, fields: { copied: other.value } }] : [{ why: 'copied the value without its last character', fields: { copied: target.value.slice(0, -1) } }],
      axes: { density_choice_interference: count > 2 ? 1 : 0, disambiguation_load: twin ? 2 : count > 1 ? 1 : 0 },
      why: count === 1 ? 'one value with its copy icon' : `${count} values whose copy icons read alike${twin ? ', two of them one character apart' : ''}`,
    };
  },
});

/** The copy control as each library ships it: antd and MUI (through its tooltip) name it "Copy", Mantine's icon has no name. */
function copyControl(library: string): { role: string; name: string } {
  return { role: 'button', name: library === 'mantine' ? '' : 'Copy' };
}
