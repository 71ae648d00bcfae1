/**
 * State of a confirmation asked before an action (an alert dialog, a pop-up confirm): the field
 * `answer` is CONFIRMED once the confirming button is pressed, CANCELLED once the confirmation
 * closes any other way (its cancel button, Escape, a click outside), and null while never asked.
 */
import { useRef } from 'react';
import { useField } from './field';
import type { TypeModel } from './types';

export const CONFIRMED = 'confirmed';
export const CANCELLED = 'cancelled';

export function useConfirmAnswer() {
  const [, setAnswer] = useField<string | null>('answer');
  // Whether the confirmation now open has been answered: libraries report its closing after (antd's
  // confirm) or before (its cancel) the button's own handler, and a close after a confirmation is
  // not a cancellation.
  const answered = useRef(false);
  return {
    asked: () => { answered.current = false; },
    confirm: () => { answered.current = true; setAnswer(CONFIRMED); },
    closed: () => {
      if (answered.current) return;
      answered.current = true;
      setAnswer(CANCELLED);
    },
  };
}

export function confirmAnswerModel<P>(): TypeModel<P> {
  return {
    initialFields: () => ({ answer: null }),
    figure: (goal) => ({ kind: 'text', text: goal.answer === CONFIRMED ? 'Confirmed' : 'Cancelled' }),
  };
}
