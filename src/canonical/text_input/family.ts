import { z } from 'zod';
import { entryCore, entryShape, gradedPick, quoted, type Graded } from '../../generator/cores/text';
import { defineFamily } from '../../generator/family';
import type { Rng } from '../../generator/rng';
import { model } from './model';

export const params = z.strictObject(entryShape);
export type Params = z.infer<typeof params>;

/** Single-line fields and what people type into them, plainer in easy tasks, longer and more punctuated in hard ones. */
const FIELDS: (Graded & { label: string; placeholder: string })[] = [
  { label: 'Company name', placeholder: 'Your company', easy: ['Northwind', 'Brightline', 'Copperleaf'], mid: ['Harbor & Pine', 'Lumen Works Co.', 'Red Kite Studio'], hard: ['Blue Fern Analytics GmbH', "O'Neill & Daughters Ltd.", 'Nordlys Fisk AS (Tromso)'] },
  { label: 'Project name', placeholder: 'e.g. Website refresh', easy: ['Atlas', 'Falcon', 'Juniper'], mid: ['Mobile checkout', 'Partner portal', 'Q3 onboarding revamp'], hard: ['API v2.1 migration (EU)', 'Checkout A/B test #14', 'Data lake, phase 2 of 3'] },
  { label: 'Job title', placeholder: 'What you do', easy: ['Designer', 'Accountant', 'Librarian'], mid: ['Senior data analyst', 'Head of support', 'Field engineer'], hard: ['VP, Customer Success (EMEA)', 'Lead iOS/Android developer', 'Chief of Staff, R&D'] },
  { label: 'City', placeholder: 'Town or city', easy: ['Lisbon', 'Denver', 'Osaka', 'Nairobi'], mid: ['Buenos Aires', 'Salt Lake City', 'Kuala Lumpur'], hard: ['Stratford-upon-Avon', "Saint-Jean-d'Angely", 'Bad Homburg v. d. Hoehe'] },
  { label: 'Display name', placeholder: 'How others see you', easy: ['mira', 'tomasz', 'ines'], mid: ['Mira Castellano', 'Tomasz_K', 'Ines M.'], hard: ['mira.castellano_92', 'T. K. Nowak-Ribeiro', 'ines@home (away)'] },
  { label: 'Order reference', placeholder: 'As printed on the invoice', easy: ['A1042', 'B2290', 'C7315'], mid: ['PO-2024-0193', 'SO-88107', 'WO-5521-B'], hard: ['INV/23-7781/B', 'RMA#0042-XL-7', 'PO-2024-0193/rev.3'] },
];

interface Formatted {
  label: string;
  placeholder: string;
  hint: string;
  /** How the instruction gives the value, the value typed as given, and the rule that turns it into the target. */
  say: string;
  raw: string;
  rule: string;
  target: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick([...'ABCDEFGHJKLMNPRSTUWXYZ'])).join('');
const as = (raw: string) => ({ say: quoted(raw), raw });
const PEOPLE = [['Dana', 'Whitfield'], ['Omar', 'Haddad'], ['Lucia', 'Ferreira'], ['Kenji', 'Morita'], ['Ada', 'Mensah'], ['Piotr', 'Zielinski']];
const DOMAINS = ['example.org', 'northwind.test', 'copperleaf.example'];

/** Values typed in a prescribed format: the instruction gives them loosely and names the format. */
const FORMATS: Record<'easy' | 'mid' | 'hard', ((rng: Rng) => Formatted)[]> = {
  easy: [
    (rng) => {
      const code = `${letters(rng, 2)}${rng.int(1, 9)}${letters(rng, 1)} ${rng.int(1, 9)}${letters(rng, 2)}`;
      return { label: 'Postcode', placeholder: 'e.g. AB1C 2DE', hint: 'Capital letters, with a space before the last three characters', ...as(code.replace(' ', '').toLowerCase()), rule: 'in capital letters with a space before the last three characters', target: code };
    },
    (rng) => {
      const parts = [`0${digits(rng, 3)}`, digits(rng, 3), digits(rng, 4)];
      return { label: 'Phone number', placeholder: 'Digits only', hint: 'Digits only, without spaces or dashes', ...as(parts.join(' ')), rule: 'as digits only, without spaces', target: parts.join('') };
    },
  ],
  mid: [
    (rng) => {
      const [y, m, d] = [rng.int(2024, 2027), rng.int(1, 12), rng.int(1, 28)];
      return { label: 'Start date', placeholder: 'YYYY-MM-DD', hint: 'Year, month and day, e.g. 2025-01-31', ...as(`${d} ${MONTHS[m - 1]} ${y}`), rule: 'in the format YYYY-MM-DD', target: `${y}-${pad(m)}-${pad(d)}` };
    },
    (rng) => {
      const [first, last] = rng.pick(PEOPLE);
      const domain = rng.pick(DOMAINS);
      return { label: 'Work email', placeholder: 'name@company.com', hint: 'firstname.lastname@company, all lower case', say: `the address of ${first} ${last} at ${domain}`, raw: `${first}.${last}@${domain}`, rule: 'as firstname.lastname@domain in lower case', target: `${first}.${last}@${domain}`.toLowerCase() };
    },
    (rng) => {
      const [y, m] = [rng.int(2026, 2031), rng.int(1, 12)];
      return { label: 'Expiry date', placeholder: 'MM/YY', hint: 'Month and year as on the card', ...as(`${MONTHS[m - 1]} ${y}`), rule: 'as MM/YY', target: `${pad(m)}/${String(y).slice(2)}` };
    },
  ],
  hard: [
    (rng) => {
      const [y, m, d] = [rng.int(2024, 2027), rng.int(1, 12), rng.int(1, 28)];
      return { label: 'Due date', placeholder: 'DD/MM/YYYY', hint: 'Day first, then month and year', ...as(`${MONTHS[m - 1]} ${d}, ${y}`), rule: 'in the format DD/MM/YYYY', target: `${pad(d)}/${pad(m)}/${y}` };
    },
    (rng) => {
      const iban = `${rng.pick(['GB', 'DE', 'NL', 'FR'])}${digits(rng, 2)}${letters(rng, 4)}${digits(rng, 14)}`;
      return { label: 'IBAN', placeholder: 'XXXX XXXX XXXX XXXX XX', hint: 'Capital letters, in groups of four', ...as(iban.toLowerCase()), rule: 'in capital letters, in groups of four characters separated by single spaces', target: iban.replace(/(.{4})/g, '$1 ').trim() };
    },
  ],
};

export default defineFamily<Params>({
  type: 'text_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text', 'enter_formatted', 'clear_reset'],
  baseAxes: { precision_requirement: 2 },
  core(ctx) {
    const { rng } = ctx;
    const role = 'textbox';
    if (ctx.template === 'enter_formatted') {
      const f = rng.pick(FORMATS[ctx.bucket])(rng);
      const initial = ctx.bucket === 'hard' ? f.raw : '';
      const task = entryCore<Params>(ctx, {
        label: f.label, role, initial, target: f.target,
        params: { label: f.label, initial, placeholder: f.placeholder, hint: f.hint },
        goal: { text: initial ? `rewrite the value in the "${f.label}" field ${f.rule}` : `enter ${f.say} in the "${f.label}" field ${f.rule}` },
        extra: { wrong: [{ why: 'typed as given, not in the required format', fields: { value: f.raw } }] },
        why: initial ? 'reformat a prefilled value by a stated rule' : 'type a value converted to a stated format',
      });
      return { ...task, axes: { precision_requirement: 1, semantic_observability: 1 } };
    }
    const f = rng.pick(FIELDS);
    const base = { label: f.label, placeholder: f.placeholder };
    if (ctx.template === 'clear_reset') {
      const initial = gradedPick(ctx, f);
      return entryCore<Params>(ctx, { label: f.label, role, initial, target: '', params: { ...base, initial }, why: 'empty a prefilled field' });
    }
    const target = gradedPick(ctx, f);
    const others = [...f.easy, ...f.mid].filter((v) => v !== target);
    const prefill = ctx.bucket === 'hard' || (ctx.bucket === 'mid' && rng.next() < 0.5);
    const initial = prefill ? rng.pick(others) : '';
    return entryCore<Params>(ctx, {
      label: f.label, role, initial, target,
      params: { ...base, initial },
      extra: { wrong: target.toLowerCase() === target ? [] : [{ why: 'wrong capitalisation', fields: { value: target.toLowerCase() } }] },
      why: `${prefill ? 'replace a prefilled value with' : 'type'} ${target.length} characters${/[^A-Za-z0-9 ]/.test(target) ? ' with punctuation' : ''}`,
    });
  },
});
