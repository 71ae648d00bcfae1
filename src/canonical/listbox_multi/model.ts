import { labelSetModel } from '../../env/kit/labelSet';
import type { Params } from './family';

/** State field: `values` (the ticked rows, in list order). */
export const model = labelSetModel<Params>('values');
