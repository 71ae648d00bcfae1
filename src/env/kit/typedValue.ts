/**
 * An editable field with suggestions, whose text counts when it is committed: a suggestion
 * picked, Enter pressed, or the field left. Typing alone changes only what the field shows.
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useField } from './field';

export function useTypedValue(field: string) {
  const [value, setValue] = useField<string>(field);
  const [text, setText] = useState<string | null>(null);
  // What the field holds now, including a change made earlier in the same event (a pick by Enter
  // sets the text, then the Enter reaches the wrapper and commits it).
  const latest = useRef(value);
  const type = (t: string) => {
    latest.current = t;
    setText(t);
  };
  const commit = (t: string = latest.current) => {
    latest.current = t;
    setText(null);
    setValue(t);
  };
  return {
    /** The committed value. */
    value,
    /** What the field shows. */
    text: text ?? value,
    type,
    commit,
    /** For the element around the field: Enter and leaving commit the text. */
    wrapper: {
      onKeyDown: (e: KeyboardEvent) => { if (e.key === 'Enter') commit(); },
      onBlur: (e: FocusEvent) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit(); },
    },
  };
}
