import { valueModel } from '../../env/kit/valueModel';
import type { Params } from './family';

/** State field: `value` (the committed text; empty when cleared). */
export const model = valueModel<Params>();
