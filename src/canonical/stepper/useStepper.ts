import { useField } from '../../env/kit/field';
import type { Params } from './family';

/** The stepper's state: the active step, how far it has been, and the moves a person can make. */
export function useStepper(p: Params) {
  const [active, setActive] = useField<string>('active');
  const [reached, setReached] = useField<number>('reached');
  const index = Math.max(0, p.steps.indexOf(active));
  const go = (i: number) => {
    if (i < 0 || i >= p.steps.length || i > reached + 1) return;
    if (i > reached) setReached(i);
    setActive(p.steps[i]);
  };
  return {
    index,
    reached,
    last: p.steps.length - 1,
    /** Long flows stand vertically: a card is too narrow for more than four steps side by side. */
    vertical: p.steps.length > 4,
    /** Whether step i can be opened by clicking it. */
    open: (i: number) => i <= reached,
    go: (i: number) => { if (i <= reached) go(i); },
    back: () => go(index - 1),
    next: () => go(index + 1),
  };
}
