/**
 * Collapsible disclosure: one button that shows or hides a region of the page. The hidden body is
 * unmounted or display:none while closed (never only clipped), so an agent that reads the
 * accessibility tree must open it as anyone else would. Mantine's Spoiler is left out: it keeps the
 * clipped text in the tree, which turns the task into reading it without a click.
 */
import { z } from 'zod';
import { booleanCore } from '../../generator/cores';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({ label: z.string().min(1), body: z.string().min(1), initial: z.boolean() });
export type Params = z.infer<typeof params>;

const SECTIONS = [
  { label: 'Delivery instructions', body: 'Leave parcels with the building concierge; ring twice after 6 pm.' },
  { label: 'Billing address', body: '14 Harbour Lane, Unit 3, Port Elsworth, 40210.' },
  { label: 'Filter options', body: 'Narrow the results by owner, status and last update.' },
  { label: 'Release notes', body: 'Faster exports, a new dark theme and fixes for the calendar sync.' },
  { label: 'Keyboard shortcuts', body: 'Press N for a new item, / to search and ? for this list.' },
  { label: 'Offer conditions', body: 'Valid on first orders over 40 euros until the end of the season.' },
  { label: 'Error details', body: 'The upload stopped at 82% because the connection was reset.' },
  { label: 'Example request', body: 'GET /v2/orders?status=open&limit=20 with your API key in the header.' },
] as const;

export default defineFamily<Params>({
  type: 'collapsible_disclosure',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['toggle_state', 'clear_reset'],
  baseAxes: { depth_layering: 2 },
  core(ctx) {
    const s = ctx.rng.pick(SECTIONS);
    return booleanCore<Params>(ctx, {
      label: s.label, role: 'button', field: 'open', verbs: ['expand', 'collapse'], noun: 'section',
      params: (initial) => ({ label: s.label, body: s.body, initial }),
    });
  },
});
