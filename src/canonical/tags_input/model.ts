import { removeName, tokenFieldModel } from '../../env/kit/tagsField';
import type { Params } from './family';

export { removeName };

/** State field: `tags` (the tags in the field, in the order they appear). */
export const model = tokenFieldModel<Params>('tags');
