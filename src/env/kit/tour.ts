/**
 * State of a product tour: `step` is the title of the step the tour shows or was left on (null
 * before it starts) and `outcome` how it last closed: COMPLETED from its last step, SKIPPED from
 * any other (the libraries close a tour the same way from its close button, Escape or its final
 * button; where it was is what tells finishing from giving up). The tour starts from a button on
 * the page, and must close before the page behind its mask can be used again.
 */
import { useCallback, useRef, useState } from 'react';
import { useFields } from './sceneStore';

export const COMPLETED = 'completed';
export const SKIPPED = 'skipped';

export interface TourParams { stops: readonly { title: string; text: string }[]; resumeAt: number }

export function useTour(p: TourParams) {
  const [, set] = useFields<{ step: string | null; outcome: string | null }>();
  const [current, setCurrent] = useState<number | null>(null);
  // Libraries may report a close more than once (a button's handler, then the overlay's own).
  const at = useRef<number | null>(null);
  const go = useCallback((i: number) => {
    at.current = i;
    setCurrent(i);
    set({ step: p.stops[i].title });
  }, [p.stops, set]);
  return {
    /** The step shown, or null while the tour is closed. */
    current,
    start: useCallback(() => go(p.resumeAt), [go, p.resumeAt]),
    go,
    close: useCallback(() => {
      if (at.current === null) return;
      const last = at.current === p.stops.length - 1;
      at.current = null;
      setCurrent(null);
      set({ outcome: last ? COMPLETED : SKIPPED });
    }, [p.stops.length, set]),
  };
}
