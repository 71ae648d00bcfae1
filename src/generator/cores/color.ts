/** Shared pieces of the colour types' task cores: the goal phrasing and antd's panel hex field. */
import type { ReferenceStep } from '../../core/taskSpec';

/** Goal phrases for setting `what` to `target` (#rrggbb), said in words as `say`. */
export function setColorGoal(what: string, target: string, say = target) {
  return {
    text: `set the ${what} to ${say}`,
    reference: `set the ${what} to the colour of the reference swatch`,
    mixed: `set the ${what} to the colour of the reference swatch (its hex code starts with ${target.slice(0, 3)})`,
  };
}

/**
 * Typing a colour into the hex field of antd's open ColorPicker panel. The field is unnamed: a
 * reader knows it by the code it shows (`shown`, without the "#" antd prints before it).
 */
export const antdHexFill = (shown: string, target: string): ReferenceStep =>
  ({ do: 'fill', target: { role: 'textbox', name: shown.slice(1) }, text: target.slice(1) });
