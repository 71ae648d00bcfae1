import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

// Names live here, not in family.ts, so renderers import them without the generator and zod.
export const triggerName = (p: Pick<Params, 'subject'>) => `${p.subject} colour`;
export const sliderName = (p: Pick<Params, 'subject'>) => `${p.subject} opacity`;

/** `#rrggbb` at an opacity, as a CSS colour. */
export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** State fields: `alpha` (0–1, committed on release), `color` (`#rrggbb`, where the picker lets hue change too). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ alpha: p.initial / 100, color: p.color }),
  figure: (goal, p) => ({ kind: 'swatch', color: rgba(p.color, Number(goal.alpha)) }),
};
