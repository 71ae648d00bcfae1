/** Core-task helpers for types whose goal is one named control, item or destination. */
import type { CoreTask } from '../family';

/** "Brand colour" → "brand colour", as a field's label reads inside a sentence ("IP address" keeps its acronym). */
export const inSentence = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/**
 * Goal phrases for reaching one named thing: `text` names it, `reference` leaves the name to the
 * reference picture, `mixed` adds its first letter. `what` is the verb phrase without the name,
 * e.g. "press the button".
 */
export function namedGoal(text: string, what: string, name: string): CoreTask<never>['goal'] {
  return {
    text,
    reference: `${what} named in the reference picture`,
    mixed: `${what} named in the reference picture (it starts with "${name[0]}")`,
  };
}
