import { labelSetModel } from '../../env/kit/labelSet';
import type { Params } from './family';

/** State field: `expanded` (labels of the expanded sections, in display order). */
export const model = labelSetModel<Params>('expanded');
