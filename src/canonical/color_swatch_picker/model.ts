import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `color` (lower-case #rrggbb, or empty while none is set). The picture of "none" is the bare checkerboard. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ color: p.initial }),
  figure: (goal) => ({ kind: 'swatch', color: String(goal.color) }),
};
