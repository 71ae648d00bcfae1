/** A transfer list's two panes for the libraries that compose one (MUI, Mantine): the ticked items of each pane and the moves between them. */
import { useState } from 'react';
import { useField } from './field';

export interface TransferPanes {
  left: string[];
  right: string[];
  checked: string[];
  toggle(item: string): void;
  moveRight(): void;
  moveLeft(): void;
}

/** `field` holds the items of the right pane, in the items' order; ticks are the pane's own state, not the field's. */
export function useTransfer(items: readonly string[], field: string): TransferPanes {
  const [target, setTarget] = useField<string[]>(field);
  const [checked, setChecked] = useState<string[]>([]);
  const left = items.filter((i) => !target.includes(i));
  const right = items.filter((i) => target.includes(i));
  return {
    left,
    right,
    checked,
    toggle: (item) => setChecked((c) => (c.includes(item) ? c.filter((x) => x !== item) : [...c, item])),
    moveRight: () => {
      const moving = checked.filter((c) => left.includes(c));
      setTarget(items.filter((i) => target.includes(i) || moving.includes(i)));
      setChecked((c) => c.filter((x) => !moving.includes(x)));
    },
    moveLeft: () => {
      const moving = checked.filter((c) => right.includes(c));
      setTarget(right.filter((i) => !moving.includes(i)));
      setChecked((c) => c.filter((x) => !moving.includes(x)));
    },
  };
}

/** The accessible names of the move buttons. */
export const moveNames = (titles: readonly [string, string] | string[]) => ({ right: `Move to ${titles[1]}`, left: `Move to ${titles[0]}` });
