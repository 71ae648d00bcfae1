/** State of a group of independent options, kept as the list of selected labels in display order. */
import type { Figure } from './figure';
import { useField } from './field';
import type { TypeModel } from './types';

/** The selected labels, a setter for one option, and a setter for the whole selection. */
export function useLabelSet(field: string, options: readonly string[]) {
  const [selected, setSelected] = useField<string[]>(field);
  const replace = (next: readonly string[]) => setSelected(options.filter((o) => next.includes(o)));
  const toggle = (label: string, on: boolean) => replace(on ? [...selected, label] : selected.filter((s) => s !== label));
  return { selected, toggle, replace };
}

/** The selected labels as chips, or a note that nothing is selected. */
export function labelsFigure(labels: unknown): Figure {
  const items = Array.isArray(labels) ? labels.map(String) : [];
  return items.length ? { kind: 'chips', items } : { kind: 'text', text: 'Nothing selected' };
}

/** Model of a type whose one field `field` holds the selected labels, starting at `params.initial`. */
export function labelSetModel<P extends { initial: string[] }>(field: string): TypeModel<P> {
  return {
    initialFields: (p) => ({ [field]: p.initial }),
    figure: (goal) => labelsFigure(goal[field]),
  };
}
