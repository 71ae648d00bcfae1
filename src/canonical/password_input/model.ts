import { entryModel } from '../../env/kit/text/shared';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

const base = entryModel<Params>((p) => ({ visible: p.visible }));

/** State fields: `value` (string, written on every change) and `visible` (boolean: the password shows as plain text). */
export const model: TypeModel<Params> = {
  ...base,
  figure: (goal, p) => (typeof goal.value === 'string' ? base.figure(goal, p) : { kind: 'toggle', on: goal.visible === true }),
};
