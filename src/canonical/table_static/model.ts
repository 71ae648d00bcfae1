import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** The control above a table whose selection can be cleared. */
export const CLEAR_LABEL = 'Clear selection';

/**
 * State fields: `active` (key of the selected row, or null), `selected` (keys of the toggled rows,
 * in any order) and `cell` (`{ row, column }` keys of the selected cell, or null).
 */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ active: p.initialActive, selected: p.initialSelected, cell: null }),
  figure: (goal, p) => {
    if (Array.isArray(goal.selected)) return { kind: 'chips', items: goal.selected.map(String) };
    const cell = goal.cell as { row: string; column: string } | null | undefined;
    if (cell) return { kind: 'text', text: `${cell.row} · ${p.columns.find((c) => c.key === cell.column)?.title ?? cell.column}` };
    return { kind: 'text', text: goal.active === null || goal.active === undefined ? 'No row selected' : String(goal.active) };
  },
};
