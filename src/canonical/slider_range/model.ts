import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `range` ([lower, upper], committed when a thumb is released or a key lifts). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ range: p.initial }),
  figure: (goal, p) => {
    const [lo, hi] = goal.range as [number, number];
    return { kind: 'gauge', from: (lo - p.min) / (p.max - p.min), fraction: (hi - p.min) / (p.max - p.min) };
  },
};
