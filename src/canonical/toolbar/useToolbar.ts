import { useField } from '../../env/kit/field';
import type { Params } from './family';

/** The toolbar's state and what each of its buttons does. */
export function useToolbar(p: Params) {
  const [pressed, setPressed] = useField<string[]>('pressed');
  const [align, setAlign] = useField<string>('align');
  const [, setLast] = useField<string | null>('last');
  return {
    pressed,
    align,
    isPressed: (label: string) => pressed.includes(label),
    /** Replace the pressed set (kept in toolbar order). */
    setPressed: (labels: string[]) => setPressed(p.toggles.map((t) => t.label).filter((l) => labels.includes(l))),
    toggle: (label: string) => setPressed(p.toggles.map((t) => t.label).filter((l) => (l === label) !== pressed.includes(l))),
    setAlign,
    act: setLast,
  };
}
