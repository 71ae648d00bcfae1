import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';
import { levelAfter } from './job';

/** State fields: `progress` (percent done, 0–100) and `status` (queued, active, paused, complete, canceled), written on each button press. */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ progress: levelAfter(p.batches, p.completedBatches), status: p.canceled ? 'canceled' : p.completedBatches === 0 ? 'queued' : 'paused' }),
  figure: (goal) => ({ kind: 'gauge', fraction: Number(goal.progress) / 100 }),
};
