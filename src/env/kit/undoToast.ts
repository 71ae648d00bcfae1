/**
 * State of an action announced in a notification that offers to undo it: `status` is DONE once the
 * action is taken and UNDONE once it is taken back from the notification.
 */
import { useField } from './field';

export const DONE = 'done';
export const UNDONE = 'undone';

export function useUndoable() {
  const [, setStatus] = useField<string | null>('status');
  return { act: () => setStatus(DONE), undo: () => setStatus(UNDONE) };
}
