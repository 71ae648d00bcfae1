import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** Accessible name of the radio that sets the rating to `v` stars. */
export const starName = (v: number) => `${v} ${v === 1 ? 'star' : 'stars'}`;
/** Accessible name of the radio that removes the rating (where the library has one). */
export const NO_RATING = 'No rating';

/** State field: `value` (number of stars, in the task's step; 0 = not rated). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ value: p.initial }),
  figure: (goal, p) => ({ kind: 'stars', value: Number(goal.value), max: p.count }),
};
