import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State fields: `subject` (the row whose menu ran the last command, or null) and `path` (that command's path through the menu). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ subject: null, path: [] }),
  figure: (goal) => ({ kind: 'text', text: `${String(goal.subject)}: ${((goal.path as string[]) ?? []).join(' › ')}` }),
};
