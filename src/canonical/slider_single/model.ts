import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `value` (number). */
export const model: TypeModel<Params> = { initialFields: (p) => ({ value: p.initial }) };
