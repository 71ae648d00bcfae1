/** What the text-entry renderers of all three libraries share: params, state binding and the type model. */
import type { ChangeEvent } from 'react';
import type { Json } from '../../../core/json';
import { useField } from '../field';
import type { TypeModel } from '../types';

/** The params every labelled text field renders (see `entryShape` in the generator). */
export interface EntryParams {
  label: string;
  placeholder?: string;
  hint?: string;
}

export type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** A value and change handler that replace the default binding to the `value` field. */
export interface EntryBinding {
  value?: string;
  onChange?: (e: ChangeEvent<TextElement>) => void;
}

/** A string field of the instance and a change handler that writes every edit to it. */
export function useTextValue(name = 'value'): [string, (e: ChangeEvent<TextElement>) => void] {
  const [value, setValue] = useField<string>(name);
  return [value, (e) => setValue(e.target.value)];
}

/** The model of a field whose state is its text (`value`, plus any `extra` fields), pictured as that text. */
export function entryModel<P extends { initial: string }>(extra?: (p: P) => Record<string, Json>): TypeModel<P> {
  return {
    initialFields: (p) => ({ value: p.initial, ...extra?.(p) }),
    figure: (goal) => ({ kind: 'text', text: String(goal.value ?? '') }),
  };
}
