import { firstChangedLine, normalizeCode } from '../../env/kit/code';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `code` (the document, each line trimmed and blank lines at either end dropped; written on every change). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ code: normalizeCode(p.initial) }),
  // The picture shows the line the goal changes or adds.
  figure: (goal, p) => ({ kind: 'text', text: firstChangedLine(p.initial, String(goal.code)) }),
};
