import { entryModel } from '../../env/kit/text/shared';
import type { Params } from './family';

/** State field: `value` (string, lines separated by \n, written on every change). */
export const model = entryModel<Params>();
