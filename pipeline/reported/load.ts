/**
 * Loading the paper's reported numbers (content/reported/*.yaml) as flat rows for a
 * `reported_results` warehouse table. Every row is labelled provenance 'reported' so it can never be
 * mistaken for, or pooled with, a measured run. Any problem names the file, line and row.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Ontology } from '../../src/core/ontology';
import { loadOntology } from '../content/ontology';
import { paths } from '../content/paths';
import { ContentError, lineOf, parseWith, readYaml } from '../content/yamlFile';
import type { ModeName } from '../runs/records';
import { METRICS, UNIT_RANGE, type MetricId, type Unit } from './metrics';
import {
  resolveCanonicalType, resolveFailureCategory, resolveFamily, resolveMode, resolveModel, resolveSceneLevel, resolveTier,
  UnknownNameError, type ReportedModelId,
} from './names';
import { ReportedFileSchema, ReportedRowSchema, type GroupKind, type ReportedRowSpec, type ReportedSuite } from './schema';

/** One reported number, ready for the `reported_results` table. */
export interface ReportedRow {
  provenance: 'reported';
  suite: ReportedSuite;
  /** Null when the number covers the whole suite. */
  task_subset: string | null;
  /** "Table 1", "Figure 3", … */
  source_table: string;
  model: ReportedModelId | null;
  mode: ModeName | null;
  group_kind: GroupKind | null;
  group: string | null;
  metric: MetricId;
  value: number;
  unit: Unit;
  source_row: string;
  source_column: string;
  note: string | null;
}

/** Column types of `reported_results`, in the shape of pipeline/warehouse/schema.ts TABLES entries. */
export const REPORTED_TABLE = {
  sortBy: ['source_table', 'source_row', 'source_column'],
  columns: {
    provenance: 'VARCHAR', suite: 'VARCHAR', task_subset: 'VARCHAR', source_table: 'VARCHAR', model: 'VARCHAR', mode: 'VARCHAR',
    group_kind: 'VARCHAR', group: 'VARCHAR', metric: 'VARCHAR', value: 'DOUBLE', unit: 'VARCHAR',
    source_row: 'VARCHAR', source_column: 'VARCHAR', note: 'VARCHAR',
  },
} as const satisfies { sortBy: string[]; columns: Record<keyof ReportedRow, string> };

export function reportedDir(root?: string): string {
  return path.join(paths.content(root), 'reported');
}

const GROUP_RESOLVERS: Record<GroupKind, (label: string, o: Ontology) => string> = {
  family: resolveFamily,
  canonical_type: resolveCanonicalType,
  difficulty_tier: resolveTier,
  scene_factor_level: resolveSceneLevel,
  failure_category: (label) => resolveFailureCategory(label),
};

/** Every reported number of every file in `dir`, in file-name then row order. */
export function loadReported(dir = reportedDir(), ontology = loadOntology()): ReportedRow[] {
  if (!existsSync(dir)) throw new ContentError(dir, null, '', 'no such directory');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => path.join(dir, f));
  if (files.length === 0) throw new ContentError(dir, null, '', 'holds no .yaml files');
  const bySource = new Map<string, string>();
  const rows: ReportedRow[] = [];
  for (const file of files) {
    const { source, rows: fileRows } = loadReportedFile(file, ontology);
    const prev = bySource.get(source);
    if (prev) throw new ContentError(file, null, 'source', `"${source}" is already transcribed in ${path.basename(prev)}`);
    bySource.set(source, file);
    rows.push(...fileRows);
  }
  return rows;
}

function loadReportedFile(file: string, ontology: Ontology): { source: string; rows: ReportedRow[] } {
  const src = readYaml(file);
  const spec = parseWith(src, ReportedFileSchema, src.data);
  const base = path.basename(file).replace(/\.ya?ml$/, '');
  if (spec.id !== base) throw new ContentError(file, lineOf(src, ['id']), 'id', `is "${spec.id}" but the file is named ${base}.yaml`);

  const fail = (i: number, field: string | null, row: Partial<ReportedRowSpec>, detail: string): never => {
    const s = row.source;
    const where = s ? ` (${s.table}, row "${s.row}", column "${s.column}")` : '';
    throw new ContentError(file, lineOf(src, ['rows', i, ...(field ? [field] : [])]), `rows[${i}]${field ? `.${field}` : ''}`, `${detail}${where}`);
  };
  const resolve = <T>(i: number, field: string, row: ReportedRowSpec, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof UnknownNameError) return fail(i, field, row, e.message);
      throw e;
    }
  };

  const specs = spec.rows.map((raw, i) => parseWith(src, ReportedRowSchema, raw, ['rows', i]));
  const seenKey = new Map<string, number>();
  const seenCell = new Map<string, number>();
  const out = specs.map((r, i): ReportedRow => {
    if (r.source.table !== spec.source) fail(i, 'source', r, `cites ${r.source.table} but the file transcribes ${spec.source}`);
    const want = METRICS[r.metric].unit;
    if (r.unit !== want) fail(i, 'unit', r, `${r.metric} is measured in ${want}, not ${r.unit}`);
    const range = UNIT_RANGE[r.unit];
    if (r.value < range.min || r.value > range.max) fail(i, 'value', r, `${r.value} is outside the ${r.unit} range [${range.min}, ${range.max}]`);

    const kind = r.groupKind ?? spec.groupKind ?? null;
    if ((r.group === undefined) !== (kind === null)) {
      fail(i, 'group', r, r.group === undefined ? `a ${kind} row needs a group` : 'a group needs a groupKind (on the row or the file)');
    }
    const model = r.model === undefined ? null : resolve(i, 'model', r, () => resolveModel(r.model as string));
    const mode = r.mode === undefined ? null : resolve(i, 'mode', r, () => resolveMode(r.mode as string));
    const group = kind === null ? null : resolve(i, 'group', r, () => GROUP_RESOLVERS[kind](r.group as string, ontology));
    if (r.family !== undefined) {
      if (kind !== 'canonical_type') fail(i, 'family', r, 'only canonical-type rows carry a family');
      const family = resolve(i, 'family', r, () => resolveFamily(r.family as string, ontology));
      const actual = ontology.familyOf.get(group as string);
      if (family !== actual) fail(i, 'family', r, `"${r.family}" is ${family}, but ${group} belongs to ${actual}`);
    }

    const key = [model, mode, kind, group, r.metric].join('|');
    const cell = [r.source.row, r.source.column].join('|');
    for (const [seen, k, what] of [[seenKey, key, 'the same number'], [seenCell, cell, 'the same printed cell']] as const) {
      const j = seen.get(k);
      if (j !== undefined) fail(i, null, r, `repeats ${what} as rows[${j}]`);
      seen.set(k, i);
    }

    return {
      provenance: 'reported', suite: spec.suite, task_subset: spec.taskSubset ?? null, source_table: spec.source,
      model, mode, group_kind: kind, group, metric: r.metric, value: r.value, unit: r.unit,
      source_row: r.source.row, source_column: r.source.column, note: r.note ?? null,
    };
  });

  spec.verbatim.forEach((v, j) => {
    const field = (f: string) => `verbatim[${j}]${f}`;
    const values = v.columns.map((c) => {
      const i = specs.findIndex((r) => r.source.row === v.row && r.source.column === c);
      if (i < 0) throw new ContentError(file, lineOf(src, ['verbatim', j]), field('.columns'), `no row has source row "${v.row}" and column "${c}"`);
      if (!Number.isInteger(specs[i].value)) fail(i, 'value', specs[i], 'a value checked against verbatim digits must be a whole number');
      return specs[i].value;
    });
    const joined = values.join('');
    if (joined !== v.text) {
      throw new ContentError(file, lineOf(src, ['verbatim', j, 'text']), field('.text'),
        `the values of row "${v.row}" (${values.join(', ')}) join to ${joined}, not to the printed ${v.text}`);
    }
  });

  return { source: spec.source, rows: out };
}
