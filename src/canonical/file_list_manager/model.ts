import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `files` (the names of the files left, in list order). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ files: p.files.map((f) => f.name) }),
  figure: (goal, p) => ({ kind: 'chips', items: p.files.map((f) => f.name).filter((n) => !(goal.files as string[]).includes(n)) }),
};

/** The bulk action's label, the same on every page. */
export const BULK_DELETE = 'Delete selected';
