/** A parent checkbox over a list of children: the children's ticks decide the parent's state. */
import { useField } from './field';

export type ParentState = 'checked' | 'mixed' | 'unchecked';

export function parentState(children: readonly string[], options: readonly string[]): ParentState {
  return children.length === 0 ? 'unchecked' : options.every((o) => children.includes(o)) ? 'checked' : 'mixed';
}

/**
 * Fields `children` (ticked child labels, in display order) and `parent` (their summary). Ticking
 * the parent when it is unticked or mixed ticks every child; ticking it when it is ticked clears them.
 */
export function useTristate(options: readonly string[]) {
  const [children, setChildren] = useField<string[]>('children');
  const [parent, setParent] = useField<ParentState>('parent');
  const replace = (next: readonly string[]) => {
    const ordered = options.filter((o) => next.includes(o));
    setChildren(ordered);
    setParent(parentState(ordered, options));
  };
  return {
    children,
    parent,
    toggleChild: (label: string, on: boolean) => replace(on ? [...children, label] : children.filter((c) => c !== label)),
    toggleAll: () => replace(parent === 'checked' ? [] : options),
  };
}
