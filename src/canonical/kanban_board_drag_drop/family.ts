/**
 * kanban_board_drag_drop: a board of columns of cards (dnd-kit's multiple containers, the cards
 * and column panels each library's own). A card dropped onto a card of another column moves there
 * and takes its place; onto a card of its own column, it reorders the column. `transfer_move` asks
 * which column a card ends in; `drag_operation` also where in the column. The reference drops onto
 * cards only, and no column is ever emptied. A board fills a wide frame: several boards do not fit
 * the first viewport side by side, so a page holds one board (and no table of boards).
 * Steps: a drag with an end in dnd-kit's auto-scroll band (the view's outer fifth, where it
 * scrolls the page under a held drop) takes a page scroll first, in every mode; the layout decides
 * that, not the spec, so those tasks take one step per such drag beyond their reference steps
 * (`dragCentre` in pipeline/agents/oracle.ts).
 */
import { z } from 'zod';
import { quotedList } from '../../generator/cores/codesAndTokens';
import { defineFamily } from '../../generator/family';
import type { ReferenceStep } from '../../core/taskSpec';
import { dropOnto } from '../../generator/cores/drops';
import { model } from './model';

export const params = z.strictObject({
  /** Column titles, left to right; each is also the state field holding its cards. */
  columns: z.array(z.string().min(1)).min(2),
  /** Each column's cards, top to bottom, as the page opens. */
  cards: z.array(z.array(z.string().min(1)).min(1)),
}).refine((p) => p.cards.length === p.columns.length, 'one list of cards per column')
  .refine((p) => new Set(p.cards.flat()).size === p.cards.flat().length, 'card titles must be distinct');
export type Params = z.infer<typeof params>;

/** Boards and their cards (our own copy). */
const BOARDS: readonly { columns: readonly string[]; cards: readonly string[] }[] = [
  { columns: ['To do', 'In progress', 'Review', 'Done'], cards: ['Fix login redirect', 'Write release notes', 'Update pricing page', 'Add CSV export', 'Rotate API keys', 'Refactor billing service', 'Design empty states', 'Migrate to Postgres 16', 'Audit color contrast', 'Set up error alerts', 'Translate onboarding', 'Remove legacy flags', 'Cache search results', 'Draft Q3 roadmap'] },
  { columns: ['Backlog', 'This week', 'Doing', 'Shipped'], cards: ['Newsletter template', 'Customer interviews', 'Pricing experiment', 'Referral program', 'Landing page copy', 'Webinar slides', 'Case study: Nordlys', 'Partner directory', 'SEO audit', 'Holiday campaign', 'Churn survey', 'App store screenshots'] },
  { columns: ['Applied', 'Screening', 'Interview', 'Offer'], cards: ['Ana Souza', 'Ben Okafor', 'Chloe Park', 'Dmitri Volkov', 'Esra Yilmaz', 'Farah Haddad', 'Goran Petrovic', 'Hana Sato', 'Ines Duarte', 'Jonas Berg', 'Kofi Mensah', 'Lena Fischer'] },
  { columns: ['Ideas', 'Planned', 'Building', 'Live'], cards: ['Dark mode', 'Offline sync', 'Two-step sign-in', 'Shared folders', 'Bulk edit', 'Calendar view', 'Mobile widgets', 'Slack alerts', 'Guest access', 'Audit trail', 'Custom fields', 'Import from Trello'] },
];

export default defineFamily<Params>({
  type: 'kanban_board_drag_drop',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['transfer_move', 'drag_operation'],
  // A board needs its columns' room: a wide frame (and overlay), one board a page.
  wideFrame: true,
  multiInstance: false,
  baseAxes: { precision_requirement: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng, bucket } = ctx;
    const board = rng.pick(BOARDS);
    const ncol = bucket === 'easy' ? 3 : 4;
    const columns = board.columns.slice(0, ncol);
    const perColumn = bucket === 'easy' ? 2 : 3;
    const drawn = rng.shuffle(board.cards).slice(0, ncol * perColumn);
    const cards = columns.map((_, c) => drawn.slice(c * perColumn, (c + 1) * perColumn));
    const ordered = ctx.template === 'drag_operation';
    const moves = bucket === 'hard' ? 2 : 1;
    const card = (name: string) => ctx.scope({ role: 'button', name });
    // Every moved card goes to one column (so the reference picture shows one column), each from
    // another column that keeps a card.
    const to = rng.int(0, ncol - 1);
    const solution: ReferenceStep[] = [];
    const states: string[][][] = [cards];
    const moved: string[] = [];
    for (let m = 0; m < moves; m++) {
      const cur = states[states.length - 1];
      const from = rng.pick(cur.map((_, c) => c).filter((c) => c !== to && cur[c].length > 1));
      const x = rng.pick(cur[from]);
      const onto = rng.pick(cur[to]);
      solution.push({ do: 'drag_and_drop', from: card(x), to: card(onto) });
      states.push(dropOnto(cur, x, onto));
      moved.push(x);
    }
    const goal = states[states.length - 1][to];
    const before = states[states.length - 2];
    const column = `"${columns[to]}"`;
    const text = `move ${quotedList(moved)} to ${column}`;
    const last = moved[moves - 1];
    const next = (to + 1) % ncol;
    return {
      params: { columns, cards },
      checks: [ordered ? { kind: 'order_equals', field: columns[to], target: goal } : { kind: 'set_equals', field: columns[to], target: goal }],
      goal: ordered
        ? {
          text: `${text}, so that ${column} lists, top to bottom, ${quotedList(goal)}`,
          reference: `move cards so that ${column} matches the reference picture, top to bottom`,
          mixed: `move cards so that ${column} matches the reference picture, top to bottom (it starts with "${goal[0]}")`,
        }
        : {
          text,
          reference: `move cards so that ${column} holds the cards in the reference picture`,
          mixed: `move cards so that ${column} holds the cards in the reference picture (${goal.length} cards)`,
        },
      solution,
      wrong: [
        { why: 'the last move left out', fields: { [columns[to]]: before[to] } },
        { why: `"${last}" dropped into "${columns[next]}"`, fields: { [columns[to]]: goal.filter((y) => y !== last), [columns[next]]: [...states[states.length - 1][next].filter((y) => y !== last), last] } },
      ],
      axes: { density_choice_interference: ncol * perColumn > 9 ? 1 : 0, depth_layering: moves > 1 ? 1 : 0 },
      why: `${ncol} columns of ${perColumn} cards, ${moves} card${moves > 1 ? 's' : ''} to move${ordered ? ' into place' : ''}`,
    };
  },
});
