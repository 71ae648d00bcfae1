import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/**
 * State fields: `text` (the message as the user sees it) and `mentions` (handles of the people
 * mentioned in it, in order of appearance).
 */
export const model: TypeModel<Params> = {
  initialFields: () => ({ text: '', mentions: [] }),
  figure: (goal, p) => ({ kind: 'chips', items: ((goal.mentions as string[]) ?? []).map((h) => `@${p.people.find((x) => x.handle === h)?.name ?? h}`) }),
};
