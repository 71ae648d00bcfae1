import { useFields } from '../../env/kit/field';
import type { Params } from './family';
import { ACTIONS, enabled, STATUS_TEXT, step, type JobAction, type JobState } from './job';

/** The job's state and its buttons; a press writes progress and status in one change. */
export function useJob(params: Params) {
  const [fields, setFields] = useFields<{ progress: number; status: JobState['status'] }>();
  const now: JobState = { progress: fields.progress, status: fields.status };
  const press = (a: JobAction) => setFields(step(a, now, params.batches));
  return {
    ...now,
    statusText: STATUS_TEXT[now.status],
    buttons: ACTIONS.map((b) => ({ ...b, disabled: !enabled(b.action, now), press: () => press(b.action) })),
  };
}
