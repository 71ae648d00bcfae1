/**
 * The Families pages' build-time data: pass rate per family and per canonical type for every
 * measured run (breakdowns), and the paper's Figure 3 family heatmap (reported_results), kept in
 * its own structure.
 */
import type { Family } from '../../../src/core/ontology';
import { loadOntology } from '../../content/ontology';
import { paths } from '../../content/paths';
import { queryWarehouse, warehouseExists } from '../warehouseData';
import { onFullSuite } from '../../content/suites';

export interface RunColumn {
  run_id: string;
  agent: string;
  model: string | null;
  mode: string;
}

export interface GroupCell {
  run_id: string;
  /** family id or canonical type, depending on the breakdown's dimension */
  level: string;
  tasks: number;
  passed: number;
  pass_rate: number;
  ci_lo: number;
  ci_hi: number;
}

export interface ReportedFamilyCell {
  model: string;
  mode: string;
  family: string;
  /** a fraction, like the measured cells */
  pass_rate: number;
  source_table: string;
}

export interface FamiliesData {
  families: Family[];
  runs: RunColumn[];
  cells: GroupCell[];
  reported: ReportedFamilyCell[];
}

export const RUNS_SQL = `SELECT run_id, agent, model, mode FROM runs WHERE ${onFullSuite()} ORDER BY model NULLS FIRST, agent, mode, run_id`;

export const breakdownSql = (dimension: 'family' | 'canonical_type') => `
  SELECT run_id, level, tasks, passed, pass_rate, ci_lo, ci_hi
  FROM breakdowns WHERE dimension = '${dimension}' AND run_id IN (SELECT run_id FROM runs WHERE ${onFullSuite()}) ORDER BY run_id, position`;

/** Figure 3 gives every family per model and mode; the paper's percentages become fractions. */
export const REPORTED_FAMILY_SQL = `
  SELECT model, mode, "group" AS family, value / 100 AS pass_rate, source_table
  FROM reported_results
  WHERE group_kind = 'family' AND metric = 'pass_rate' AND model IS NOT NULL AND mode IS NOT NULL
  ORDER BY model, mode, family`;

const toCell = (r: Record<string, unknown>): GroupCell => ({
  run_id: String(r.run_id), level: String(r.level), tasks: Number(r.tasks), passed: Number(r.passed), pass_rate: Number(r.pass_rate),
  ci_lo: Number(r.ci_lo), ci_hi: Number(r.ci_hi),
});

async function read(dimension: 'family' | 'canonical_type', dir: string): Promise<FamiliesData> {
  const families = loadOntology().families;
  if (!warehouseExists(dir)) return { families, runs: [], cells: [], reported: [] };
  const [runs, cells, reported] = await Promise.all([
    queryWarehouse(RUNS_SQL, dir),
    queryWarehouse(breakdownSql(dimension), dir),
    dimension === 'family' ? queryWarehouse(REPORTED_FAMILY_SQL, dir) : Promise.resolve([]),
  ]);
  return {
    families,
    runs: runs.map((r) => ({ run_id: String(r.run_id), agent: String(r.agent), model: r.model === null ? null : String(r.model), mode: String(r.mode) })),
    cells: cells.map(toCell),
    reported: reported.map((r) => ({
      model: String(r.model), mode: String(r.mode), family: String(r.family), pass_rate: Number(r.pass_rate), source_table: String(r.source_table),
    })),
  };
}

/** Family × run pass rates, and the paper's family heatmap. */
export function familyHeatmap(dir = paths.warehouse()): Promise<FamiliesData> {
  return read('family', dir);
}

/** Canonical type × run pass rates (the family pages pick their types out of it). */
export function typeBreakdown(dir = paths.warehouse()): Promise<FamiliesData> {
  return read('canonical_type', dir);
}

/**
 * A light sequential blue for a pass rate, light enough that dark text stays above 7:1 contrast
 * across the whole range.
 */
export function heatColour(rate: number): string {
  const t = Math.max(0, Math.min(1, rate));
  const from = [247, 251, 255];
  const to = [107, 174, 214];
  const c = from.map((f, i) => Math.round(f + (to[i] - f) * t));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}
