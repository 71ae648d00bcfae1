import { confirmAnswerModel } from '../../env/kit/confirmAnswer';
import type { Params } from './family';

/** State field: `answer` ("confirmed", "cancelled", or null while never asked). */
export const model = confirmAnswerModel<Params>();
