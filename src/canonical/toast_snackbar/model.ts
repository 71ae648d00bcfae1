import type { TypeModel } from '../../env/kit/types';
import { UNDONE } from '../../env/kit/undoToast';
import type { Params } from './family';

/** State field: `status` (null before the action, "done" once taken, "undone" once taken back). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ status: null }),
  figure: (goal) => ({ kind: 'text', text: goal.status === UNDONE ? 'Taken back' : 'Done' }),
};
