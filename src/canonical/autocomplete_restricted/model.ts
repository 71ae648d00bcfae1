import { valueModel } from '../../env/kit/valueModel';
import type { Params } from './family';

/** State field: `value` (the picked suggestion, or null). */
export const model = valueModel<Params>();
