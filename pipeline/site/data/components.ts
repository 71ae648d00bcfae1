/**
 * Build-time data of the Components pages: every canonical type of the ontology grouped by family,
 * with its Layer 3 report (table component_reports) and its tasks' outcomes when the warehouse has them.
 * Each suite is reported apart (its runs score its own tasks): the full suite under /components/,
 * the Core suite under /core/components/.
 */
import { paths } from '../../content/paths';
import { CORE_SUITE, FULL_SUITE } from '../../content/suites';
import { loadOntology } from '../../content/ontology';
import type { ComponentReport } from '../../diagnostics/reportSchema';
import { queryWarehouse, warehouseExists } from '../warehouseData';

export interface ComponentTypeSummary {
  canonical_type: string;
  family_id: string;
  /** Tasks of the type in the suite. */
  tasks: number;
  episodes: number;
  passed: number;
  /** Null when no run covers the type. */
  pass_rate: number | null;
  inverted: boolean | null;
}

export interface ComponentFamily {
  id: string;
  name: string;
  types: ComponentTypeSummary[];
}

export interface ComponentTaskRow {
  task_id: string;
  library: string;
  tier: string;
  bucket: string;
  reference_steps: number;
  episodes: number;
  passed: number;
}

export interface ComponentPageData {
  canonical_type: string;
  family: { id: string; name: string };
  /** The suite's Layer 3 report; null when the type has no tasks there. */
  report: ComponentReport | null;
  tasks: ComponentTaskRow[];
}

/** A suite's name as SQL text; suite names are this repository's own (letters, digits, dashes). */
function suiteSql(suite: string): string {
  if (!/^[a-z0-9-]+$/.test(suite)) throw new Error(`not a suite name: ${JSON.stringify(suite)}`);
  return `'${suite}'`;
}

const typeSql = (suite: string) => `
  WITH t AS (SELECT canonical_type, count(*)::INTEGER AS tasks FROM tasks WHERE suite = ${suiteSql(suite)} GROUP BY ALL),
       r AS (SELECT canonical_type, sum(episodes)::INTEGER AS episodes, sum(passed)::INTEGER AS passed,
                    bool_or(inverted) AS inverted FROM component_reports WHERE suite = ${suiteSql(suite)} GROUP BY ALL)
  SELECT t.canonical_type, t.tasks, coalesce(r.episodes, 0)::INTEGER AS episodes, coalesce(r.passed, 0)::INTEGER AS passed, r.inverted
  FROM t LEFT JOIN r USING (canonical_type)`;

/** The 97 canonical types by family, in the ontology's order. */
export async function componentFamilies(dir = paths.warehouse(), suite = FULL_SUITE): Promise<ComponentFamily[]> {
  const ontology = loadOntology();
  const rows = warehouseExists(dir) ? await queryWarehouse(typeSql(suite), dir) : [];
  const byType = new Map(rows.map((r) => [String(r.canonical_type), r]));
  return ontology.families.map((f) => ({
    id: f.id,
    name: f.name,
    types: f.types.map((type) => {
      const r = byType.get(type);
      const episodes = Number(r?.episodes ?? 0);
      const passed = Number(r?.passed ?? 0);
      return {
        canonical_type: type, family_id: f.id, tasks: Number(r?.tasks ?? 0), episodes, passed,
        pass_rate: episodes ? passed / episodes : null, inverted: (r?.inverted as boolean | null | undefined) ?? null,
      };
    }),
  }));
}

const reportsSql = (suite: string) => `SELECT canonical_type, report_json FROM component_reports WHERE suite = ${suiteSql(suite)}`;
const tasksSql = (suite: string) => `
  SELECT t.id AS task_id, t.canonical_type, t.library, t.tier, t.bucket, t.reference_steps::INTEGER AS reference_steps,
         count(e.run_id)::INTEGER AS episodes, coalesce(sum(e.success::INTEGER), 0)::INTEGER AS passed
  FROM tasks t
  LEFT JOIN (SELECT e.*, r.suite FROM episodes e JOIN runs r USING (run_id)) e ON e.task_id = t.id AND e.suite = t.suite
  WHERE t.suite = ${suiteSql(suite)}
  GROUP BY ALL ORDER BY t.canonical_type, t.id`;

/** One entry per canonical type of the ontology, with its report when a suite's runs produced one. */
export async function componentPages(dir = paths.warehouse(), suite = FULL_SUITE): Promise<ComponentPageData[]> {
  const ontology = loadOntology();
  const has = warehouseExists(dir);
  const reports = has ? await queryWarehouse(reportsSql(suite), dir) : [];
  const tasks = has ? await queryWarehouse(tasksSql(suite), dir) : [];
  const reportOf = new Map(reports.map((r) => [String(r.canonical_type), JSON.parse(String(r.report_json)) as ComponentReport]));
  const tasksOf = new Map<string, ComponentTaskRow[]>();
  for (const t of tasks) {
    const list = tasksOf.get(String(t.canonical_type)) ?? [];
    list.push({
      task_id: String(t.task_id), library: String(t.library), tier: String(t.tier), bucket: String(t.bucket),
      reference_steps: Number(t.reference_steps), episodes: Number(t.episodes), passed: Number(t.passed),
    });
    tasksOf.set(String(t.canonical_type), list);
  }
  return ontology.families.flatMap((f) => f.types.map((type) => ({
    canonical_type: type,
    family: { id: f.id, name: f.name },
    report: reportOf.get(type) ?? null,
    tasks: tasksOf.get(type) ?? [],
  })));
}

/** The suites with component reports on the site: where their pages live and what they link. */
export const REPORT_SUITES = {
  full: { name: FULL_SUITE, title: 'Full suite', crumb: 'Components', index: '/components/', components: '/components/' },
  core: { name: CORE_SUITE, title: 'Core suite', crumb: 'Core suite', index: '/core/', components: '/core/components/' },
} as const;
export type ReportSuite = (typeof REPORT_SUITES)[keyof typeof REPORT_SUITES];
