/**
 * Single-select listbox: a list shown in place in a bordered box that scrolls (countries,
 * languages, currencies, warehouses), where a click on a row chooses it. None of the three
 * libraries has a standalone listbox, so each is built the way its documentation composes one:
 * antd's Menu with selectable items (menu items; the choice only a highlight), MUI's List of
 * ListItemButtons marked selected (plain buttons; the choice only a highlight), and Mantine's
 * Combobox options rendered inline (a real listbox of options; the choice a highlight and a
 * check mark). No library tells the accessibility tree which row is chosen, so an agent reading
 * it cannot see the current choice. Easy lists fit the box; longer ones hide the target below
 * its fold, and hard ones hold look-alikes of it. State: `value`, the chosen row.
 */
import type { Library } from '../../core/ontology';
import { lookAlikes, pickLongList, singleChoiceCore, singleChoiceParams, type SingleChoiceParams } from '../../generator/cores/singleChoice';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = singleChoiceParams;
export type Params = SingleChoiceParams;

/** What each library's row is in the accessibility tree. */
const ROW_ROLE: Record<Library, string> = { antd: 'menuitem', mui: 'button', mantine: 'option' };

export default defineFamily<Params>({
  type: 'listbox_single',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one'],
  baseAxes: { density_choice_interference: 2, semantic_observability: 2 },
  core: (ctx) => singleChoiceCore(ctx, {
    pick: (c) => pickLongList(c, { easy: 6, mid: 12 }),
    params: (c) => ({ label: c.label, options: c.options, initial: c.initial }),
    solution: ({ target }) => ({ solution: [{ do: 'click', target: ctx.scope({ role: ROW_ROLE[ctx.library], name: target }) }] }),
    why: ({ options, target }) => {
      const twins = lookAlikes(options, target).length;
      return `${options.length} rows in a scrolling list${twins ? `, ${twins} look-alike${twins > 1 ? 's' : ''} of the target` : ''}`;
    },
  }),
});
