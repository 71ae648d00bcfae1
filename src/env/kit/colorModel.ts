import type { TypeModel } from './types';

/**
 * The model of the colour types that hold one colour: state field `color` (lower-case #rrggbb,
 * empty while none is set), starting at the spec's `initial`, pictured as a swatch (the bare
 * checkerboard for "none").
 */
export function colorModel<P extends { initial: string }>(): TypeModel<P> {
  return {
    initialFields: (p) => ({ color: p.initial }),
    figure: (goal) => ({ kind: 'swatch', color: String(goal.color) }),
  };
}
