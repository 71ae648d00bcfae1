import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** Accessible name of one box, e.g. "Digit 2 of 6" (antd names its boxes itself). */
export function boxName(p: Pick<Params, 'charset' | 'length'>, index: number): string {
  return `${p.charset === 'digits' ? 'Digit' : 'Character'} ${index + 1} of ${p.length}`;
}

/** State field: `code` (the characters in the boxes, left to right, letters upper-case; '' when empty). */
export const model: TypeModel<Params> = {
  initialFields: () => ({ code: '' }),
  figure: (goal) => ({ kind: 'text', text: [...String(goal.code)].join(' ') }),
};
