import { useField } from '../../env/kit/field';
import { adjusters, clampLevel, type Adjuster } from './adjust';
import type { Params } from './family';

/** The level and the buttons each side of the bar; a button that would not move the level is disabled. */
export function useLevel(params: Params) {
  const [level, setLevel] = useField<number>('level');
  const buttons = adjusters(params);
  const half = buttons.length / 2;
  return {
    level,
    lower: buttons.slice(0, half),
    raise: buttons.slice(half),
    blocked: (b: Adjuster) => clampLevel(level + b.delta) === level,
    press: (b: Adjuster) => setLevel(clampLevel(level + b.delta)),
  };
}
