import { useField } from '../field';

/** A range's ends as the state holds them: [start, end], either null while unset, or null for none. */
export type RangeValue = [string | null, string | null] | null;

/**
 * The state field `field` as a range, and a setter for one end of it: a range whose ends are
 * both unset becomes null.
 */
export function useRangeEnds(field = 'range') {
  const [range, setRange] = useField<RangeValue>(field);
  const ends: [string | null, string | null] = range ?? [null, null];
  const setEnd = (i: 0 | 1) => (v: string | null) => {
    const next: [string | null, string | null] = [ends[0], ends[1]];
    next[i] = v;
    setRange(next[0] === null && next[1] === null ? null : next);
  };
  return { range, ends, setRange, setEnd };
}
