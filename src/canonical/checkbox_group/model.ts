import { labelSetModel } from '../../env/kit/labelSet';
import type { Params } from './family';

/** State field: `selected` (labels of the ticked options, in display order). */
export const model = labelSetModel<Params>('selected');
