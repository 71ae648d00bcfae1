import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `level` (percent, 0–100), written on each button press. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ level: p.initial }),
  figure: (goal) => ({ kind: 'gauge', fraction: Number(goal.level) / 100 }),
};
