import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** Accessible name of a tag's remove control. */
export const removeName = (tag: string) => `Remove ${tag}`;

/** State field: `tags` (the tags in the field, in the order they appear). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ tags: [...p.initial] }),
  figure: (goal) => ({ kind: 'chips', items: (goal.tags as string[]) ?? [] }),
};
