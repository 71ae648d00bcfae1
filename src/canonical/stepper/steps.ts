/** Names of the stepper's controls, shared by the renderers and the reference solutions. */
import type { Library } from '../../core/ontology';
import type { Target } from '../../core/taskSpec';

export const BACK = 'Back';
export const NEXT = 'Next';

/** The clickable header of a step: MUI's non-linear stepper is a tab list, the others are buttons. */
export function stepTarget(library: Library, label: string): Target {
  return { role: library === 'mui' ? 'tab' : 'button', name: label };
}
