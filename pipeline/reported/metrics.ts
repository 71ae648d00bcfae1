/**
 * The metrics the paper reports, each with the one unit it is measured in. A closed list, so a typo in
 * a transcription fails to load instead of becoming a new metric.
 */

export const UNITS = ['percent', 'points', 'fraction', 'ratio', 'seconds', 'steps', 'count'] as const;
export type Unit = (typeof UNITS)[number];

/** Values a unit can take; anything outside is a transcription error. */
export const UNIT_RANGE: Record<Unit, { min: number; max: number }> = {
  percent: { min: 0, max: 100 },
  /** Differences of two percentages. */
  points: { min: -100, max: 100 },
  fraction: { min: 0, max: 1 },
  ratio: { min: 0, max: Number.POSITIVE_INFINITY },
  seconds: { min: 0, max: Number.POSITIVE_INFINITY },
  steps: { min: 0, max: Number.POSITIVE_INFINITY },
  count: { min: 0, max: Number.POSITIVE_INFINITY },
};

const metric = (unit: Unit, summary: string) => ({ unit, summary });

export const METRICS = {
  pass_rate: metric('percent', 'Share of tasks solved within the step budget.'),
  pass_rate_mean_over_models: metric('percent', 'Pass rate averaged over the models the source names (one value per mode).'),
  pass_rate_mean_over_models_and_modes: metric('percent', 'Pass rate averaged over models and modes.'),
  pass_rate_mean_over_shared_modes: metric('percent', 'Mean pass rate of one model over AX-tree, SoM and Pixel.'),
  som_minus_pixel: metric('points', 'SoM pass rate minus Pixel pass rate of one model.'),
  browser_use_advantage: metric('points', 'Browser-Use pass rate minus the mean over AX-tree, SoM and Pixel.'),
  solved_within_1x_human_steps: metric('percent', 'Share of tasks solved in at most the human reference step count.'),
  solved_within_2x_human_steps: metric('percent', 'Share of tasks solved in at most twice the human reference step count.'),
  solved_within_3x_human_steps: metric('percent', 'Share of tasks solved in at most three times the human reference step count.'),
  solved_within_5x_human_steps: metric('percent', 'Share of tasks solved in at most five times the human reference step count.'),
  human_time_mean: metric('seconds', 'Mean human reference time over the tasks the configuration solved.'),
  agent_time_mean: metric('seconds', 'Mean agent time over the tasks it solved.'),
  agent_time_median: metric('seconds', 'Median agent time over the tasks it solved.'),
  agent_to_human_time_ratio: metric('ratio', 'Mean agent time divided by mean human time on the same solved tasks.'),
  failure_share_trace_features: metric('percent', 'Share of failed traces given a category by deterministic trace-feature labelling.'),
  failure_share_layer2_llm: metric('percent', 'Share of failed runs given a category by LLM (Layer-2) diagnostic labels.'),
  human_reference_steps_mean: metric('steps', 'Mean normalised human reference step count.'),
  pass_rate_mean_of_two_runs: metric('percent', 'Pass rate averaged over two repeated runs.'),
  max_run_to_run_deviation: metric('points', 'Largest pass-rate deviation between repeated runs.'),
  task_outcome_agreement: metric('percent', 'Share of tasks with the same pass/fail outcome in both runs.'),
  passed_set_jaccard: metric('fraction', 'Jaccard overlap of the sets of tasks passed in the two runs.'),
  pass_rate_ci95_low: metric('percent', 'Lower end of the bootstrap 95% interval of the pass rate.'),
  pass_rate_ci95_high: metric('percent', 'Upper end of the bootstrap 95% interval of the pass rate.'),
} as const;

export type MetricId = keyof typeof METRICS;
export const METRIC_IDS = Object.keys(METRICS) as [MetricId, ...MetricId[]];
