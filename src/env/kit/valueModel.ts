import type { TypeModel } from './types';

/** Model of a type whose one field `value` holds the chosen option or committed text, from `params.initial`. */
export function valueModel<P extends { initial: string | null }>(): TypeModel<P> {
  return {
    initialFields: (p) => ({ value: p.initial ?? null }),
    figure: (goal) => ({ kind: 'text', text: String(goal.value) }),
  };
}
