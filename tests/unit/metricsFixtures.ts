import { AXES } from '../../src/core/taskSpec';
import type { ScoredEpisode, TaskFacts } from '../../pipeline/metrics';

/** A scored episode with plain defaults; tests override what they exercise. */
export function ep(task_id: string, success: boolean, over: Partial<ScoredEpisode> = {}): ScoredEpisode {
  const steps = over.steps ?? 1;
  return {
    run_id: 'run-a', task_id, success, steps, actions: steps, duration_ms: 1000,
    reference_steps: 1, reference_duration_ms: null, ...over,
  };
}

/** Task facts with every axis rated 3 unless overridden. */
export function facts(id: string, over: Partial<Omit<TaskFacts, 'axes' | 'scene'>> & { axes?: Record<string, number>; scene?: Record<string, string | number> } = {}): TaskFacts {
  return {
    id, canonical_type: 'checkbox', family: 'discrete_choice', library: 'antd', template: 'toggle', tier: 'L0', bucket: 'easy',
    reference_steps: 1, ...over,
    scene: { theme: 'light', spacing: 'comfortable', clutter: 'none', instances: 1, ...over.scene },
    axes: { ...Object.fromEntries(AXES.map((a) => [a, 3])), ...over.axes },
  };
}

/** Outcomes as a run of episodes t000, t001, … (passes where the string has '1'). */
export function runOf(run_id: string, pattern: string): ScoredEpisode[] {
  return [...pattern].map((c, i) => ep(`t${String(i).padStart(3, '0')}`, c === '1', { run_id }));
}
