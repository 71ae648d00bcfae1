import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `step` (the title of the step shown or left on, null before the tour starts) and `outcome` (how the tour last closed). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ step: null, outcome: null }),
  figure: (goal) => ({ kind: 'text', text: goal.outcome ? (goal.outcome === 'completed' ? 'Tour completed' : 'Tour skipped') : `Tour step: ${goal.step}` }),
};
