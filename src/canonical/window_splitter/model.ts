import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `size` (the first pane's percentage of the width, as the resize ended). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ size: p.initial }),
  figure: (goal) => ({ kind: 'gauge', fraction: (goal.size as number) / 100 }),
};
