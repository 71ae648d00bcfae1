import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `saved` (the titles of the saved posts). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ saved: p.initialSaved }),
  figure: (goal) => {
    const saved = goal.saved as string[];
    return saved.length ? { kind: 'chips', items: saved } : { kind: 'text', text: 'No saved posts' };
  },
};
