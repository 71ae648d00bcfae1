/**
 * A batch job's progress, shared by the generator (button names, reachable levels) and the
 * renderers (the state machine behind the buttons). The job moves only when a batch is run, so
 * the bar changes on user actions alone; its levels are the partial sums of the batch sizes.
 */
export type JobStatus = 'queued' | 'active' | 'paused' | 'complete' | 'canceled';

export const STATUS_TEXT: Record<JobStatus, string> = {
  queued: 'Not started',
  active: 'In progress',
  paused: 'Paused',
  complete: 'Complete',
  canceled: 'Canceled',
};

export type JobAction = 'run' | 'pause' | 'cancel' | 'reset';

/** The job's buttons, in screen order, with their visible names. */
export const ACTIONS: readonly { action: JobAction; name: string }[] = [
  { action: 'run', name: 'Run next batch' },
  { action: 'pause', name: 'Pause' },
  { action: 'cancel', name: 'Cancel job' },
  { action: 'reset', name: 'Reset' },
];

export const actionName = (a: JobAction) => ACTIONS.find((x) => x.action === a)!.name;

/** Percent done after the first `done` batches. */
export const levelAfter = (batches: readonly number[], done: number) => batches.slice(0, done).reduce((s, b) => s + b, 0);

/** Every level the job passes through, from 0 to 100. */
export const levels = (batches: readonly number[]) => batches.map((_, i) => levelAfter(batches, i + 1)).reduce((acc, v) => [...acc, v], [0]);

export interface JobState { progress: number; status: JobStatus }

/** Whether an action would change the job now. */
export function enabled(action: JobAction, s: JobState): boolean {
  switch (action) {
    case 'run': return s.status !== 'complete' && s.status !== 'canceled';
    case 'pause': return s.status === 'active';
    case 'cancel': return s.status === 'active' || s.status === 'paused';
    case 'reset': return s.progress > 0 || s.status === 'canceled';
  }
}

/** The state after an action (the state itself when the action is disabled). */
export function step(action: JobAction, s: JobState, batches: readonly number[]): JobState {
  if (!enabled(action, s)) return s;
  switch (action) {
    case 'run': {
      const done = levels(batches).indexOf(s.progress);
      const progress = levelAfter(batches, done + 1);
      return { progress, status: progress >= 100 ? 'complete' : 'active' };
    }
    case 'pause': return { ...s, status: 'paused' };
    case 'cancel': return { ...s, status: 'canceled' };
    case 'reset': return { progress: 0, status: 'queued' };
  }
}
