/** What the token fields (tags inputs, multi-value editable comboboxes) share across libraries. */
import type { TypeModel } from './types';

/** Accessible name of a token's remove control. */
export const removeName = (tag: string) => `Remove ${tag}`;

/** Props of a library's token field: the field label, its suggestions, and the state field it sets. */
export interface TagsFieldProps {
  label: string;
  placeholder: string;
  suggestions: readonly string[];
  field: string;
}

/** State of a token field: `field` holds its values, in the order they were added. */
export function tokenFieldModel<P extends { initial: string[] }>(field: string): TypeModel<P> {
  return {
    initialFields: (p) => ({ [field]: [...p.initial] }),
    figure: (goal) => ({ kind: 'chips', items: (goal[field] as string[]) ?? [] }),
  };
}
