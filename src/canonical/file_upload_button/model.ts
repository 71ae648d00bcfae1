import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `files` (the names of the attached files, in the order they were added). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ files: p.initial }),
  figure: (goal) => {
    const names = goal.files as string[];
    return names.length ? { kind: 'chips', items: names } : { kind: 'text', text: 'No files' };
  },
};
