/**
 * The Failures pages' build-time data: the taxonomy label of every failed episode (failures table)
 * counted per run and per family, example episodes per category, and the paper's Table 4 shares
 * (reported_results), kept apart.
 */
import { paths } from '../../content/paths';
import { CATEGORY_GLOSS, CATEGORY_TITLES, FAILURE_CATEGORIES, type FailureCategory } from '../../diagnostics/categories';
import { queryWarehouse, warehouseExists } from '../warehouseData';
import { onFullSuite } from '../../content/suites';

export { CATEGORY_GLOSS, CATEGORY_TITLES, FAILURE_CATEGORIES, type FailureCategory };

export interface RunFailureCount {
  run_id: string;
  agent: string;
  model: string | null;
  mode: string;
  category: string;
  failures: number;
  /** share of the run's failed episodes */
  share: number;
}

export interface FamilyFailureCount {
  family: string;
  category: string;
  failures: number;
  /** share of the family's failed episodes over all runs */
  share: number;
}

export interface FailureExample {
  run_id: string;
  /** The run's suite, which says whether its tasks have report pages (hasTaskReport). */
  suite: string;
  task_id: string;
  agent: string;
  model: string | null;
  mode: string;
  status: string;
  canonical_type: string | null;
  rule: string | null;
  /** the first evidence reason, or null when the trace gave none */
  reason: string | null;
  failing_steps: number[];
}

export interface ReportedFailureShare {
  category: FailureCategory;
  metric: string;
  model: string | null;
  /** a fraction of failed traces */
  share: number;
  source_column: string;
}

/** The paper's category ids name the same nine mechanisms with longer ids. */
export const REPORTED_CATEGORY: Readonly<Record<string, FailureCategory>> = {
  continuous_calibration: 'continuous_calibration',
  transient_state_loss: 'transient_state_loss',
  missing_commit: 'missing_commit',
  target_acquisition_wrong_instance: 'target_acquisition',
  no_progress_loop: 'repetition_loop',
  widget_procedure_missing: 'widget_procedure_missing',
  drag_execution_failure: 'drag_execution',
  semantic_value_error: 'semantic_value',
  other_unclear: 'other',
};

export const BY_RUN_SQL = `
  SELECT f.run_id, r.agent, r.model, r.mode, f.category, count(*)::INTEGER AS failures,
         count(*) / sum(count(*)) OVER (PARTITION BY f.run_id) AS share
  FROM failures f JOIN runs r USING (run_id) WHERE ${onFullSuite('r.suite')}
  GROUP BY f.run_id, r.agent, r.model, r.mode, f.category ORDER BY f.run_id, failures DESC, f.category`;

export const BY_FAMILY_SQL = `
  SELECT coalesce(family, 'unknown') AS family, category, count(*)::INTEGER AS failures,
         count(*) / sum(count(*)) OVER (PARTITION BY coalesce(family, 'unknown')) AS share
  FROM failures WHERE run_id IN (SELECT run_id FROM runs WHERE ${onFullSuite()})
  GROUP BY coalesce(family, 'unknown'), category ORDER BY family, failures DESC, category`;

/** Up to `limit` failed episodes of a category, spread over runs and types by taking them in turn. */
export const examplesSql = (limit: number) => `
  WITH ranked AS (
    SELECT f.*, r.agent, r.model, r.suite,
           row_number() OVER (PARTITION BY f.category, f.run_id, f.canonical_type ORDER BY f.task_id) AS nth
    FROM failures f JOIN runs r USING (run_id) WHERE ${onFullSuite('r.suite')}
  ), ordered AS (
    SELECT *, row_number() OVER (PARTITION BY category ORDER BY nth, run_id, canonical_type, task_id) AS pick FROM ranked
  )
  SELECT category, run_id, suite, task_id, agent, model, mode, status, canonical_type, rules[1] AS rule,
         json_extract_string(evidence_json, '$[0].reason') AS reason, failing_steps
  FROM ordered WHERE pick <= ${limit}
  ORDER BY category, pick`;

export const REPORTED_FAILURE_SQL = `
  SELECT "group" AS category, metric, model, value / 100 AS share, source_column
  FROM reported_results WHERE group_kind = 'failure_category'
  ORDER BY metric, "group"`;

export interface FailuresData {
  byRun: RunFailureCount[];
  byFamily: FamilyFailureCount[];
  examples: Map<string, FailureExample[]>;
  reported: ReportedFailureShare[];
  /** failed episodes in the warehouse, and episodes overall */
  failed: number;
  episodes: number;
}

const optStr = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export async function failuresData(dir = paths.warehouse(), examplesPerCategory = 40): Promise<FailuresData> {
  if (!warehouseExists(dir)) return { byRun: [], byFamily: [], examples: new Map(), reported: [], failed: 0, episodes: 0 };
  const [byRun, byFamily, examples, reported, totals] = await Promise.all([
    queryWarehouse(BY_RUN_SQL, dir),
    queryWarehouse(BY_FAMILY_SQL, dir),
    queryWarehouse(examplesSql(examplesPerCategory), dir),
    queryWarehouse(REPORTED_FAILURE_SQL, dir),
    queryWarehouse(`WITH r AS (SELECT run_id FROM runs WHERE ${onFullSuite()})
      SELECT (SELECT count(*) FROM failures JOIN r USING (run_id))::INTEGER AS failed, (SELECT count(*) FROM episodes JOIN r USING (run_id))::INTEGER AS episodes`, dir),
  ]);
  const byCategory = new Map<string, FailureExample[]>();
  for (const r of examples) {
    const list = byCategory.get(String(r.category)) ?? [];
    list.push({
      run_id: String(r.run_id), suite: String(r.suite), task_id: String(r.task_id), agent: String(r.agent), model: optStr(r.model), mode: String(r.mode),
      status: String(r.status), canonical_type: optStr(r.canonical_type), rule: optStr(r.rule), reason: optStr(r.reason),
      failing_steps: Array.isArray(r.failing_steps) ? r.failing_steps.map(Number) : [],
    });
    byCategory.set(String(r.category), list);
  }
  return {
    byRun: byRun.map((r) => ({
      run_id: String(r.run_id), agent: String(r.agent), model: optStr(r.model), mode: String(r.mode), category: String(r.category),
      failures: Number(r.failures), share: Number(r.share),
    })),
    byFamily: byFamily.map((r) => ({ family: String(r.family), category: String(r.category), failures: Number(r.failures), share: Number(r.share) })),
    examples: byCategory,
    reported: reported.flatMap((r) => {
      const category = REPORTED_CATEGORY[String(r.category)];
      return category ? [{ category, metric: String(r.metric), model: optStr(r.model), share: Number(r.share), source_column: String(r.source_column) }] : [];
    }),
    failed: Number(totals[0].failed),
    episodes: Number(totals[0].episodes),
  };
}

/** A one-line account of a failed episode, from its status, deciding rule and first evidence. */
export function explainFailure(e: FailureExample, category: FailureCategory): string {
  if (e.rule === 'harness_error') return 'The harness failed; not the agent’s fault.';
  if (e.reason) return `${e.reason.charAt(0).toUpperCase()}${e.reason.slice(1)} (rule ${e.rule ?? 'none'}, status ${e.status}).`;
  if (e.rule === 'no_trace') return `The agent stopped without acting (status ${e.status}), so no mechanism can be read off the trace.`;
  return `${CATEGORY_GLOSS[category].charAt(0).toUpperCase()}${CATEGORY_GLOSS[category].slice(1)} (status ${e.status}).`;
}

/** The category's title as a heading or table label (the taxonomy keeps them lower-case for sentences). */
export function categoryTitle(category: string): string {
  const t = (CATEGORY_TITLES as Record<string, string>)[category] ?? category;
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
}
