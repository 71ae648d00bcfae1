/** The batch job behind the progress bar: levels are partial sums, and each button moves the state it names. */
import { describe, expect, it } from 'vitest';
import { enabled, levels, step, type JobState } from '../../src/canonical/progress_bar/job';

const batches = [30, 25, 45];

describe('progress bar job', () => {
  it('passes through the partial sums of its batches and completes at 100', () => {
    expect(levels(batches)).toEqual([0, 30, 55, 100]);
    let s: JobState = { progress: 0, status: 'queued' };
    s = step('run', s, batches);
    expect(s).toEqual({ progress: 30, status: 'active' });
    s = step('run', step('run', s, batches), batches);
    expect(s).toEqual({ progress: 100, status: 'complete' });
    expect(step('run', s, batches)).toBe(s);
  });

  it('pauses only while active, cancels only a started job, and resets to the start from anywhere', () => {
    const queued: JobState = { progress: 0, status: 'queued' };
    expect(enabled('pause', queued) || enabled('cancel', queued) || enabled('reset', queued)).toBe(false);
    const active: JobState = { progress: 55, status: 'active' };
    expect(step('pause', active, batches)).toEqual({ progress: 55, status: 'paused' });
    const canceled = step('cancel', step('pause', active, batches), batches);
    expect(canceled).toEqual({ progress: 55, status: 'canceled' });
    expect(enabled('run', canceled)).toBe(false);
    expect(step('reset', canceled, batches)).toEqual(queued);
    expect(step('reset', { progress: 100, status: 'complete' }, batches)).toEqual(queued);
  });
});
