/**
 * The nine failure categories of the taxonomy, in precedence order: when two mechanisms are equally
 * supported by a trace, the earlier one names the failure. The loop and the catch-all come last
 * because they describe symptoms, not mechanisms.
 */
import { z } from 'zod';

export const FAILURE_CATEGORIES = [
  'target_acquisition',
  'missing_commit',
  'transient_state_loss',
  'continuous_calibration',
  'drag_execution',
  'semantic_value',
  'widget_procedure_missing',
  'repetition_loop',
  'other',
] as const;
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];
export const FailureCategorySchema = z.enum(FAILURE_CATEGORIES);

/** Short human names, used in packets, observations and templated explanations. */
export const CATEGORY_TITLES: Record<FailureCategory, string> = {
  target_acquisition: 'target acquisition / wrong instance',
  missing_commit: 'missing commit or confirmation',
  transient_state_loss: 'transient state loss',
  continuous_calibration: 'continuous calibration error',
  drag_execution: 'drag execution failure',
  semantic_value: 'semantic value error',
  widget_procedure_missing: 'widget-specific procedure missing',
  repetition_loop: 'repetition / no-progress loop',
  other: 'other / unclear',
};

/** One clause per category saying what the agent did, for templated explanations. */
export const CATEGORY_GLOSS: Record<FailureCategory, string> = {
  target_acquisition: 'the agent acted on the wrong control or the wrong instance',
  missing_commit: 'the value was never committed with the required control',
  transient_state_loss: 'progress or an opened piece of UI was lost before the task completed',
  continuous_calibration: 'the agent moved the right control but could not land the value within tolerance',
  drag_execution: 'drag gestures were emitted but did not move anything into place',
  semantic_value: 'the agent entered a definite but wrong value',
  widget_procedure_missing: 'the agent did not perform the step this widget needs for its input to register',
  repetition_loop: 'the agent repeated the same actions without progress',
  other: 'the trace does not show a specific mechanism',
};

export function categoryRank(c: FailureCategory): number {
  return FAILURE_CATEGORIES.indexOf(c);
}
