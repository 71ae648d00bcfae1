import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `downloaded` (the file name of the last download the page started, or null). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ downloaded: null }),
  figure: (goal) => ({ kind: 'text', text: String(goal.downloaded) }),
};
