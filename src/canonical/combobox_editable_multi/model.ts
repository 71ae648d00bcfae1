import { tokenFieldModel } from '../../env/kit/tagsField';
import type { Params } from './family';

/** State field: `values` (the field's values, in the order they were added). */
export const model = tokenFieldModel<Params>('values');
