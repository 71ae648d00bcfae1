/**
 * Build-time data of the task report pages (/tasks/<id>/): the spec as the warehouse stores it,
 * the audit's realized difficulty and every run's outcome on the task with its failure label.
 * Full's and Core's tasks have one, under one path: their ids differ (T01… against C01…).
 * Held-out splits reuse their suite's ids, so their tasks have none.
 */
import { paths } from '../../content/paths';
import { CORE_SUITE, FULL_SUITE } from '../../content/suites';
import { AXES, type Axis, type TaskSpec } from '../../../src/core/taskSpec';
import { queryWarehouse, warehouseExists } from '../warehouseData';

export interface RealizedAxis {
  axis: Axis;
  intended: number;
  /** Null when the audit could not rate the axis. */
  realized: number | null;
}

export interface TaskOutcome {
  run_id: string;
  agent: string;
  model: string | null;
  mode: string;
  status: string;
  success: boolean;
  steps: number;
  duration_ms: number;
  /** The failure taxonomy's label; null for a success. */
  category: string | null;
  failing_steps: number[];
}

/** The suites whose tasks have a report page. */
export const TASK_REPORT_SUITES: readonly string[] = [FULL_SUITE, CORE_SUITE];
export const hasTaskReport = (suite: string): boolean => TASK_REPORT_SUITES.includes(suite);
const inReportSuites = (column: string) => `${column} IN (${TASK_REPORT_SUITES.map((s) => `'${s}'`).join(', ')})`;

export interface TaskReportData {
  id: string;
  suite: string;
  family: string;
  spec: TaskSpec;
  /** Null when no audit covers the task. */
  realized: { axes: RealizedAxis[]; mismatches: number } | null;
  outcomes: TaskOutcome[];
}

const TASKS_SQL = `SELECT id, suite, family, spec_json FROM tasks WHERE ${inReportSuites('suite')} ORDER BY id`;
const REALIZED_SQL = `SELECT task_id, mismatches::INTEGER AS mismatches, record_json FROM realized_difficulty`;
export const TASK_OUTCOMES_SQL = `
  SELECT e.task_id, e.run_id, r.agent, r.model, r.mode, e.status, e.success, e.steps::INTEGER AS steps, e.duration_ms,
         f.category, coalesce(f.failing_steps, [])::INTEGER[] AS failing_steps
  FROM episodes e JOIN runs r USING (run_id)
  LEFT JOIN failures f ON f.run_id = e.run_id AND f.task_id = e.task_id
  WHERE ${inReportSuites('r.suite')}
  ORDER BY e.task_id, r.mode, e.run_id`;

interface AuditAxis { intended?: number; realized?: number | null }

function realizedOf(recordJson: string, spec: TaskSpec, mismatches: number | null): TaskReportData['realized'] {
  const record = JSON.parse(recordJson) as { axes?: Record<string, AuditAxis | number | null> };
  if (!record.axes) return null;
  return {
    mismatches: mismatches ?? 0,
    axes: AXES.map((axis) => {
      const a = record.axes![axis];
      const realized = typeof a === 'number' ? a : a?.realized ?? null;
      return { axis, intended: spec.difficulty.axes[axis], realized };
    }),
  };
}

export async function taskReports(dir = paths.warehouse()): Promise<TaskReportData[]> {
  if (!warehouseExists(dir)) return [];
  const [tasks, realized, outcomes] = await Promise.all([
    queryWarehouse(TASKS_SQL, dir), queryWarehouse(REALIZED_SQL, dir), queryWarehouse(TASK_OUTCOMES_SQL, dir),
  ]);
  const realizedById = new Map(realized.map((r) => [String(r.task_id), r]));
  const outcomesById = new Map<string, TaskOutcome[]>();
  for (const o of outcomes) {
    const list = outcomesById.get(String(o.task_id)) ?? [];
    list.push({
      run_id: String(o.run_id), agent: String(o.agent), model: (o.model as string | null) ?? null, mode: String(o.mode),
      status: String(o.status), success: Boolean(o.success), steps: Number(o.steps), duration_ms: Number(o.duration_ms),
      category: (o.category as string | null) ?? null, failing_steps: (o.failing_steps as number[]).map(Number),
    });
    outcomesById.set(String(o.task_id), list);
  }
  const seen = new Map<string, string>();
  for (const t of tasks) {
    const other = seen.get(String(t.id));
    if (other !== undefined) throw new Error(`task ${String(t.id)} is in both the ${other} and the ${String(t.suite)} suite; task report pages need ids that differ between suites`);
    seen.set(String(t.id), String(t.suite));
  }
  return tasks.map((t) => {
    const spec = JSON.parse(String(t.spec_json)) as TaskSpec;
    const audit = realizedById.get(spec.id);
    return {
      id: spec.id,
      suite: String(t.suite),
      family: String(t.family),
      spec,
      realized: audit ? realizedOf(String(audit.record_json), spec, audit.mismatches === null ? null : Number(audit.mismatches)) : null,
      outcomes: outcomesById.get(spec.id) ?? [],
    };
  });
}
