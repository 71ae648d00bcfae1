import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `slide` (the title of the slide the carousel has settled on). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ slide: p.slides[p.initial].title }),
  figure: (goal) => ({ kind: 'text', text: String(goal.slide) }),
};
