import { labelSetModel } from '../../env/kit/labelSet';
import type { Params } from './family';

/** State field: `pressed` (labels of the buttons turned on, in display order). */
export const model = labelSetModel<Params>('pressed');
