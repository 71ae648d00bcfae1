import { entryModel } from '../../env/kit/text/shared';
import type { Params } from './family';

/** State fields: `value` (string, written on every change) and `visible` (boolean: the password shows as plain text). */
export const model = entryModel<Params>((p) => ({ visible: p.visible }));
