/** The buttons beside a meter's bar; shared by the generator (their names) and the renderers. */
import type { Params } from './family';

export interface Adjuster { name: string; text: string; delta: number }

/** The buttons around the bar, in screen order: lower (coarse first), then raise (fine first). */
export function adjusters(p: Pick<Params, 'label' | 'steps'>): Adjuster[] {
  const what = p.label.toLowerCase();
  const by = (s: number) => (p.steps.length > 1 ? ` by ${s}` : '');
  const text = (sign: string, s: number) => (p.steps.length > 1 ? `${sign}${s}` : sign);
  return [
    ...p.steps.map((s) => ({ name: `Lower ${what}${by(s)}`, text: text('−', s), delta: -s })),
    ...[...p.steps].reverse().map((s) => ({ name: `Raise ${what}${by(s)}`, text: text('+', s), delta: s })),
  ];
}

export const clampLevel = (v: number) => Math.max(0, Math.min(100, v));
