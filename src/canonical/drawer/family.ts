/**
 * Navigation drawer opened from a button: go to one of its entries (the drawer closes behind the
 * choice), or close it without one (Escape, its close button or a click on the mask, as each
 * library closes it). One drawer per page, for the reason dialog_modal gives. The entries are what
 * each library offers for a drawer's navigation: antd's Menu (menu items), MUI's List of
 * ListItemButtons and Mantine's NavLinks (buttons).
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import { overlayChoiceCore } from '../../generator/cores/overlay';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  trigger: z.string().min(1),
  title: z.string().min(1),
  entries: z.array(z.string().min(1)).min(2),
  /** Whether the drawer is open when the page loads. */
  initialOpen: z.boolean(),
});
export type Params = z.infer<typeof params>;

const DRAWERS = [
  { trigger: 'Open menu', title: 'Navigation', entries: ['Dashboard', 'Orders', 'Customers', 'Reports', 'Billing', 'Team', 'Integrations', 'Help centre'] },
  { trigger: 'Browse folders', title: 'Mail folders', entries: ['Inbox', 'Starred', 'Snoozed', 'Sent', 'Drafts', 'Archive', 'Spam', 'Bin'] },
  { trigger: 'Workspace menu', title: 'Workspace', entries: ['Overview', 'Projects', 'Calendar', 'Files', 'Messages', 'Members', 'Audit log', 'Preferences'] },
  { trigger: 'Shop sections', title: 'Departments', entries: ['New arrivals', 'Women', 'Men', 'Kids', 'Home', 'Sports', 'Outlet', 'Gift cards'] },
] as const;

/** How the task's library exposes a drawer entry. */
const ENTRY_ROLE: Record<Library, string> = { antd: 'menuitem', mui: 'button', mantine: 'button' };

export default defineFamily<Params>({
  type: 'drawer',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['open_and_select', 'clear_reset'],
  multiInstance: false,
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
  core(ctx) {
    const d = ctx.rng.pick(DRAWERS);
    const entries: string[] = d.entries.slice(0, ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 6 : 8);
    return overlayChoiceCore<Params>(ctx, {
      trigger: d.trigger, title: d.title, noun: 'drawer', choices: entries,
      // Not within the drawer: MUI's is an unnamed dialog, and the entries' names are unique on the page.
      choice: (name) => ({ role: ENTRY_ROLE[ctx.library], name }),
      params: (initialOpen) => ({ trigger: d.trigger, title: d.title, entries, initialOpen }),
    });
  },
});
