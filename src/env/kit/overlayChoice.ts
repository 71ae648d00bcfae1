/**
 * State of an overlay opened from a trigger (a dialog, a drawer): the field `outcome` holds what
 * the user last did in it — the label of the action or item chosen, or DISMISSED when it was
 * closed without a choice (its close button, Escape, a click outside, or an action that only
 * cancels). Whether the overlay is open is not committed state: closing one is recorded as its
 * outcome.
 */
import { useState } from 'react';
import { useField } from './field';
import type { TypeModel } from './types';

export const DISMISSED = 'dismissed';
/** An action that only cancels: choosing it dismisses the overlay. */
export const CANCEL = 'Cancel';

/** Whether the overlay is open, and the handlers its trigger, its choices and its closing call. */
export function useOverlayChoice(initialOpen: boolean) {
  const [, setOutcome] = useField<string | null>('outcome');
  const [open, setOpen] = useState(initialOpen);
  return {
    open,
    show: () => setOpen(true),
    /** Choose an action or item by its label (CANCEL dismisses). */
    choose: (label: string) => { setOutcome(label === CANCEL ? DISMISSED : label); setOpen(false); },
    dismiss: () => { setOutcome(DISMISSED); setOpen(false); },
  };
}

export function overlayChoiceModel<P>(): TypeModel<P> {
  return {
    initialFields: () => ({ outcome: null }),
    figure: (goal) => ({ kind: 'text', text: goal.outcome === DISMISSED ? 'Closed, nothing chosen' : String(goal.outcome) }),
  };
}
