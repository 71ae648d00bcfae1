import { labelsFigure } from '../../env/kit/labelSet';
import { parentState } from '../../env/kit/tristate';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/**
 * State fields: `children` (labels of the ticked children, in display order) and `parent`
 * ('checked' when all are ticked, 'mixed' when some are, 'unchecked' when none are).
 */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ children: p.initial, parent: parentState(p.initial, p.options) }),
  figure: (goal) => (goal.parent === 'checked' ? { kind: 'text', text: 'Everything ticked' } : labelsFigure(goal.children)),
};
