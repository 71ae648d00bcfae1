/**
 * Calibration cores: reference steps that move a slider thumb to a value on its step grid. Id modes
 * use the component's own keyboard model (which keys it has and how far each one moves); pointer
 * users get one `slide` per thumb, which the oracle turns into a drag computed from the track's
 * box at action time. Values are handled as grid indices so that no float ever drifts.
 */
import type { Library } from '../../core/ontology';
import type { ReferenceStep, Target } from '../../core/taskSpec';

/** What a slider thumb's keyboard offers besides the arrows (one grid step each). */
export interface KeyModel {
  /** Home and End jump to the ends of the track. */
  edges: boolean;
  /** Grid steps one PageUp/PageDown moves on a track of this step, or null without page keys. */
  page(step: number): number | null;
}

/**
 * Slider thumbs per library: rc-slider (antd's Slider and the sliders of its ColorPicker) moves
 * two steps per page key; MUI adds its `shiftStep` (10 value units, so only whole steps of it
 * count); Mantine's RangeSlider and colour sliders handle the arrows only.
 */
export const THUMB_KEYS: Record<Library, KeyModel> = {
  antd: { edges: true, page: () => 2 },
  mui: { edges: true, page: (step) => (Number.isInteger(10 / step) && 10 / step >= 2 ? 10 / step : null) },
  mantine: { edges: false, page: () => null },
};

export interface Grid { min: number; step: number; n: number }

export const gridValue = (g: Grid, i: number): number => Math.round((g.min + i * g.step) * 1e6) / 1e6;
export const gridIndex = (g: Grid, v: number): number => Math.round((v - g.min) / g.step);

/**
 * Fewest keys from index `from` to `to`, by breadth-first search over what each key does (page
 * keys clamp at the ends). The thumb may only pass through [lo, hi] (the other thumb of a range
 * bounds it). Keys are tried toward the target first, then away, then Home and End, so among
 * equally short plans the straight one wins, then one from Home, then one from End. With `slack`
 * the path ends at the first index within that many steps of `to`: the verifier accepts it, so
 * a reference that went on would not be minimal.
 */
export function keyIndexPath(keys: KeyModel, g: Grid, from: number, to: number, bounds: [number, number] = [0, g.n], slack = 0): string[] {
  const [lo, hi] = bounds;
  const p = keys.page(g.step);
  const up = to >= from;
  const moves: [string, (i: number) => number][] = [
    [up ? 'ArrowRight' : 'ArrowLeft', (i) => i + (up ? 1 : -1)],
    ...(p ? [[up ? 'PageUp' : 'PageDown', (i: number) => i + (up ? p : -p)] as [string, (i: number) => number]] : []),
    [up ? 'ArrowLeft' : 'ArrowRight', (i) => i - (up ? 1 : -1)],
    ...(p ? [[up ? 'PageDown' : 'PageUp', (i: number) => i - (up ? p : -p)] as [string, (i: number) => number]] : []),
    ...(keys.edges ? [['Home', () => 0], ['End', () => g.n]] as [string, (i: number) => number][] : []),
  ];
  const prev = new Map<number, [number, string] | null>([[from, null]]);
  const queue = [from];
  let end = Math.abs(from - to) <= slack ? from : null;
  for (let k = 0; k < queue.length && end === null; k++) {
    const i = queue[k];
    for (const [key, move] of moves) {
      const j = Math.max(0, Math.min(g.n, move(i)));
      if (j < lo || j > hi || prev.has(j)) continue;
      prev.set(j, [i, key]);
      queue.push(j);
      if (Math.abs(j - to) <= slack) {
        end = j;
        break;
      }
    }
  }
  if (end === null) throw new Error(`no key path from step ${from} to step ${to} within [${lo}, ${hi}]`);
  const path: string[] = [];
  for (let at = prev.get(end); at; at = prev.get(at[0])) path.unshift(at[1]);
  return path;
}

export const pressAll = (keys: string[], thumb: Target): ReferenceStep[] => keys.map((key) => ({ do: 'press', target: thumb, key }));

/**
 * Two thumbs from [a, b] to [x, y] (indices, a < b, x < y): the order that never makes one thumb
 * pass the other, so no library's crossing rule (swap, push, block) comes into play. When the new
 * lower end lies at or above the old upper end, the upper thumb moves first.
 */
export function rangeOrder(from: [number, number], to: [number, number]): (0 | 1)[] {
  return to[0] >= from[1] ? [1, 0] : [0, 1];
}

/**
 * Keys for both thumbs of a range, in the crossing-free order, each bounded by the other. The
 * thumb that moves first goes exactly to its end; the last stops once within `slack`.
 */
export function rangeKeyPaths(keys: KeyModel, g: Grid, from: [number, number], to: [number, number], slack = 0): { thumb: 0 | 1; keys: string[] }[] {
  const now: [number, number] = [...from];
  return rangeOrder(from, to).map((t, k) => {
    const bounds: [number, number] = t === 0 ? [0, now[1] - 1] : [now[0] + 1, g.n];
    const path = keyIndexPath(keys, g, now[t], to[t], bounds, k === 1 ? slack : 0);
    now[t] = to[t];
    return { thumb: t, keys: path };
  });
}
