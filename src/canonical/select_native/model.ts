import { valueModel } from '../../env/kit/valueModel';
import type { Params } from './family';

/** State field: `value` (the chosen option, or null). */
export const model = valueModel<Params>();
