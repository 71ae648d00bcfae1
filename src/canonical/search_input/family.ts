import { z } from 'zod';
import type { ReferenceStep } from '../../core/taskSpec';
import { entryCore, gradedPick, quoted, type Graded } from '../../generator/cores/text';
import { defineFamily } from '../../generator/family';
import { model } from './model';
import { matches, SUBMIT_LABEL } from './useSearch';

export const params = z.strictObject({
  label: z.string().min(1),
  placeholder: z.string(),
  /** The query submitted before the page loaded ('' for none); its text fills the box. */
  initial: z.string(),
  /** What the search runs over: submitting lists the items whose name contains the query. */
  items: z.array(z.string().min(1)).min(2).optional(),
});
export type Params = z.infer<typeof params>;

interface SearchSet {
  label: string;
  placeholder: string;
  /** Queries to submit, plain words in easy tasks, filter syntax in hard ones. */
  queries: Graded;
  items: string[];
  /** Queries that match two or more items. */
  keys: string[];
}

const SETS: SearchSet[] = [
  {
    label: 'Search products', placeholder: 'Name or SKU',
    queries: { easy: ['lamp', 'stapler', 'notebook'], mid: ['standing desk', 'usb-c hub', 'oak bookshelf'], hard: ['lamp price<50', 'desk color:walnut in-stock', 'sku:KB-2291'] },
    items: ['Brass desk lamp', 'Clip-on reading lamp', 'Floor lamp with linen shade', 'Walnut desk organiser', 'Standing desk frame', 'Desk cable tray', 'Wireless keyboard', 'Keyboard wrist rest', 'Ergonomic mouse', 'Monitor arm'],
    keys: ['lamp', 'desk', 'keyboard'],
  },
  {
    label: 'Search help articles', placeholder: 'Describe your question',
    queries: { easy: ['refund', 'invoice', 'login'], mid: ['reset password', 'export contacts', 'delete account'], hard: ['2fa backup codes lost', 'sso saml error 403', 'api rate limit 429'] },
    items: ['Reset your password', 'Change the password policy', 'Export invoices to CSV', 'Export your contacts', 'Set up two-step sign-in', 'Invite a teammate', 'Remove a teammate', 'Change the billing email', 'Update billing details', 'Download billing history'],
    keys: ['password', 'export', 'teammate', 'billing', 'change'],
  },
  {
    label: 'Search customers', placeholder: 'Name, email or company',
    queries: { easy: ['Okafor', 'Holm', 'Mendes'], mid: ['carla benton', 'ruiz@', 'Conti Dario'], hard: ['company:Copperleaf status:active', 'email:*@northwind.test', 'city:Lisbon -churned'] },
    items: ['Ana Ribeiro', 'Ana Schultz', 'Anders Holm', 'Ben Okafor', 'Bianca Ruiz', 'Carla Benton', 'Carlos Mendes', 'Dario Conti', 'Marta Conti'],
    keys: ['ana', 'carl', 'conti', 'ben', 'an'],
  },
  {
    label: 'Search files', placeholder: 'File name',
    queries: { easy: ['budget', 'invoice', 'logo'], mid: ['roadmap 2025', 'team photo', 'q3 report'], hard: ['type:pdf owner:me', 'budget modified:>2024-06-01', 'name:draft -archived'] },
    items: ['Q1 budget.xlsx', 'Q2 budget.xlsx', 'Budget notes.docx', 'Roadmap 2025.pdf', 'Roadmap draft.pdf', 'Team photo.jpg', 'Team charter.docx', 'Onboarding checklist.pdf'],
    keys: ['budget', 'roadmap', 'team', '.pdf', '.docx'],
  },
];

export default defineFamily<Params>({
  type: 'search_input',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['enter_text', 'search_and_select'],
  baseAxes: { feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const box = ctx.scope({ role: 'searchbox', name: set.label });
    const submit: ReferenceStep = rng.next() < 0.5
      ? { do: 'press', target: box, key: 'Enter' }
      : { do: 'click', target: ctx.scope({ role: 'button', name: SUBMIT_LABEL }) };
    const where = `the "${set.label}" box`;
    if (ctx.template === 'search_and_select') {
      // Easy: the query finds two results; harder: three or more look-alikes.
      const fit = (n: number) => (ctx.bucket === 'easy' ? n === 2 : ctx.bucket === 'mid' ? n >= 2 && n <= 3 : n >= 3);
      const fitting = set.keys.filter((k) => fit(matches(set.items, k).length));
      const key = rng.pick(fitting.length ? fitting : set.keys);
      const found = matches(set.items, key);
      const target = rng.pick(found);
      const other = rng.pick(found.filter((f) => f !== target));
      return {
        params: { label: set.label, placeholder: set.placeholder, initial: '', items: set.items },
        checks: [{ kind: 'equals', field: 'selected', target }],
        goal: {
          text: `search for ${quoted(key)} in ${where} and open the result ${quoted(target)}`,
          reference: `search for ${quoted(key)} in ${where} and open the result shown in the reference picture`,
        },
        solution: [{ do: 'fill', target: box, text: key }, submit, { do: 'click', target: ctx.scope({ role: 'button', name: target }) }],
        wrong: [{ why: `opened "${other}" instead`, fields: { query: key, selected: other } }],
        axes: { density_choice_interference: found.length > 2 ? 1 : 0 },
        why: `submit a query, then pick one of ${found.length} results`,
      };
    }
    const target = gradedPick(ctx, set.queries);
    const initial = ctx.bucket === 'hard' ? rng.pick(set.queries.easy.filter((q) => q !== target)) : '';
    return entryCore<Params>(ctx, {
      label: set.label, role: 'searchbox', field: 'query', initial, target,
      params: { label: set.label, placeholder: set.placeholder, initial },
      goal: {
        text: `search for ${quoted(target)} in ${where}`,
        reference: `search for the text shown in the reference picture in ${where}`,
        mixed: `search for the text shown in the reference picture in ${where} (${target.length} characters)`,
      },
      after: [submit],
      why: `type and submit a ${target.includes(':') ? 'query with filter syntax' : `${target.split(' ').length}-word query`}${initial ? ' replacing an earlier one' : ''}`,
    });
  },
});
