import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadOntology } from '../../pipeline/content/ontology';
import { ContentError } from '../../pipeline/content/yamlFile';
import { loadReported, REPORTED_TABLE, type ReportedRow } from '../../pipeline/reported/load';
import { METRICS } from '../../pipeline/reported/metrics';
import {
  FAILURE_CATEGORIES, MODELS, resolveCanonicalType, resolveFamily, resolveMode, resolveModel, resolveSceneLevel, resolveTier,
  UnknownNameError,
} from '../../pipeline/reported/names';
import { MODES, type ModeName } from '../../pipeline/runs/records';

const ontology = loadOntology();
const rows = loadReported();

/** Half a unit of the last printed digit: the most a one-decimal table value can be off by rounding. */
const HALF = 0.05;
/** The same for the heatmap's whole percentages. */
const HALF_WHOLE = 0.5;

const from = (table: string) => rows.filter((r) => r.source_table === table);

/** The one row of `rs` matching every given field (fails the test if there is not exactly one). */
function one(rs: ReportedRow[], q: Partial<ReportedRow>): number {
  const hits = rs.filter((r) => Object.entries(q).every(([k, v]) => r[k as keyof ReportedRow] === v));
  if (hits.length !== 1) throw new Error(`${hits.length} rows match ${JSON.stringify(q)} in ${rs[0]?.source_table}`);
  return hits[0].value;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const SHARED_MODES: ModeName[] = ['axtree', 'som', 'pixel'];

describe('reported results files', () => {
  it('hold every transcribed table and figure, each row labelled as reported', () => {
    expect(new Set(rows.map((r) => r.source_table))).toEqual(new Set([
      'Table 1', 'Table 3', 'Table 4', 'Table 5', 'Table 7', 'Table 8', 'Table 9', 'Table 10', 'Table 12', 'Table 13', 'Table 15', 'Figure 3',
    ]));
    const columns = Object.keys(REPORTED_TABLE.columns).sort();
    for (const r of rows) {
      expect(r.provenance).toBe('reported');
      expect(Object.keys(r).sort()).toEqual(columns);
      expect(r.unit).toBe(METRICS[r.metric].unit);
    }
    expect(new Set(rows.filter((r) => r.suite === 'official-core').map((r) => r.source_table))).toEqual(new Set(['Table 5']));
    expect(new Set(rows.filter((r) => r.task_subset !== null).map((r) => r.source_table))).toEqual(new Set(['Table 15']));
  });

  it('use only known model, mode, family, type, tier and category ids', () => {
    const families = new Set(ontology.families.map((f) => f.id));
    for (const r of rows) {
      if (r.model !== null) expect(Object.keys(MODELS)).toContain(r.model);
      if (r.mode !== null) expect(MODES).toContain(r.mode);
      if (r.group_kind === 'family') expect(families.has(r.group as string), `${r.group}`).toBe(true);
      if (r.group_kind === 'canonical_type') expect(ontology.familyOf.has(r.group as string), `${r.group}`).toBe(true);
      if (r.group_kind === 'difficulty_tier') expect(ontology.difficulty.tiers).toContain(r.group);
      if (r.group_kind === 'failure_category') expect(Object.keys(FAILURE_CATEGORIES)).toContain(r.group);
    }
    expect(new Set(rows.map((r) => r.model))).toEqual(new Set([null, ...Object.keys(MODELS)]));
  });
});

describe('paper labels map onto project ids', () => {
  it('maps every ontology type back from its spelling without underscores, uniquely', () => {
    for (const id of ontology.familyOf.keys()) expect(resolveCanonicalType(id.replace(/_/g, ''), ontology)).toBe(id);
    expect(resolveCanonicalType('resizablecolumns', ontology)).toBe('resizable_columns');
    expect(resolveCanonicalType('datetime pickerrange', ontology)).toBe('datetime_picker_range');
    expect(resolveCanonicalType('colorpicker2d', ontology)).toBe('color_picker_2d');
    expect(() => resolveCanonicalType('resizeablecolumns', ontology)).toThrow(UnknownNameError);
  });

  it('maps family names, short forms, models, modes, tiers and scene levels, and rejects the unknown', () => {
    for (const f of ontology.families) {
      expect(resolveFamily(f.name, ontology)).toBe(f.id);
      expect(resolveFamily(f.id, ontology)).toBe(f.id);
    }
    expect(resolveFamily('Adv. Editors', ontology)).toBe('advanced_editors');
    expect(() => resolveFamily('Spatial Stuff', ontology)).toThrow(/unknown family "Spatial Stuff"/);
    expect(resolveModel('Gemini 3.1 FL')).toBe('gemini-3.1-flash-lite');
    expect(resolveModel('GPT-5.4 mini')).toBe('gpt-5.4-mini');
    expect(() => resolveModel('GPT-6')).toThrow(UnknownNameError);
    expect(resolveMode('BU')).toBe('browser_use');
    expect(resolveMode('AX-tree')).toBe('axtree');
    expect(() => resolveMode('DOM')).toThrow(UnknownNameError);
    expect(resolveTier('L3 (hard+)', ontology)).toBe('L3');
    expect(() => resolveTier('L4', ontology)).toThrow(UnknownNameError);
    expect(resolveSceneLevel('clutter: medium', ontology)).toBe('clutter=medium');
    expect(resolveSceneLevel('instances=3', ontology)).toBe('instances=3');
    expect(() => resolveSceneLevel('clutter=extreme', ontology)).toThrow(UnknownNameError);
  });
});

describe('reported tables agree with each other', () => {
  const t1 = from('Table 1');

  it('Table 1 is the Pass column of Table 7', () => {
    const pass = from('Table 7').filter((r) => r.metric === 'pass_rate');
    const key = (r: ReportedRow) => `${r.model}|${r.mode}`;
    expect(pass.map(key).sort()).toEqual(t1.map(key).sort());
    for (const r of t1) expect(one(pass, { model: r.model, mode: r.mode }), key(r)).toBe(r.value);
  });

  it('Table 9 deltas are SoM minus Pixel of Table 1', () => {
    const t9 = from('Table 9');
    for (const model of new Set(t9.map((r) => r.model))) {
      const som = one(t1, { model, mode: 'som' });
      const pixel = one(t1, { model, mode: 'pixel' });
      expect(one(t9, { model, mode: 'som' })).toBe(som);
      expect(one(t9, { model, mode: 'pixel' })).toBe(pixel);
      expect(Math.abs(one(t9, { model, metric: 'som_minus_pixel' }) - (som - pixel)), `${model}`).toBeLessThanOrEqual(3 * HALF);
    }
    expect(t9.filter((r) => r.metric === 'som_minus_pixel')).toHaveLength(6);
  });

  it('Table 10 means and deltas follow from Table 1', () => {
    const t10 = from('Table 10');
    for (const model of new Set(t10.map((r) => r.model))) {
      const bu = one(t1, { model, mode: 'browser_use' });
      const shared = mean(SHARED_MODES.map((mode) => one(t1, { model, mode })));
      expect(one(t10, { model, mode: 'browser_use' })).toBe(bu);
      expect(Math.abs(one(t10, { model, metric: 'pass_rate_mean_over_shared_modes' }) - shared), `${model}`).toBeLessThanOrEqual(2 * HALF);
      expect(Math.abs(one(t10, { model, metric: 'browser_use_advantage' }) - (bu - shared)), `${model}`).toBeLessThanOrEqual(3 * HALF);
    }
    expect(t10.filter((r) => r.metric === 'browser_use_advantage')).toHaveLength(6);
  });

  describe('Figure 3 heatmap', () => {
    const f3 = from('Figure 3');
    const models = [...new Set(f3.map((r) => r.model))];

    it('covers every family for six models in all four modes', () => {
      expect(models).toHaveLength(6);
      expect(new Set(f3.map((r) => r.group))).toEqual(new Set(ontology.families.map((f) => f.id)));
      for (const f of ontology.families) for (const model of models) for (const mode of MODES) one(f3, { group: f.id, model, mode });
    });

    it('averages over the six models to the family rows of Table 3', () => {
      const t3 = from('Table 3');
      const families = [...new Set(t3.map((r) => r.group))];
      expect(families).toHaveLength(8);
      for (const group of families) {
        for (const mode of MODES) {
          const fig = mean(models.map((model) => one(f3, { group, model, mode })));
          const tab = one(t3, { group, mode });
          expect(Math.abs(fig - tab), `${group} ${mode}`).toBeLessThanOrEqual(HALF_WHOLE + HALF);
        }
      }
    });

    it('weighted by family size (30 tasks per type) gives back every shared cell of Table 1', () => {
      const types = new Map(ontology.families.map((f) => [f.id, f.types.length]));
      const total = [...types.values()].reduce((a, b) => a + b, 0);
      let cells = 0;
      for (const model of models) {
        for (const mode of MODES) {
          const overall = ontology.families.reduce((s, f) => s + (types.get(f.id) as number) * one(f3, { group: f.id, model, mode }), 0) / total;
          expect(Math.abs(overall - one(t1, { model, mode })), `${model} ${mode}`).toBeLessThanOrEqual(HALF_WHOLE + HALF);
          cells++;
        }
      }
      expect(cells).toBe(24);
    });
  });

  it('Table 3 averages its four mode columns', () => {
    const t3 = from('Table 3');
    for (const group of new Set(t3.map((r) => r.group))) {
      const avg = one(t3, { group, metric: 'pass_rate_mean_over_models_and_modes' });
      expect(Math.abs(avg - mean(MODES.map((mode) => one(t3, { group, mode })))), `${group}`).toBeLessThanOrEqual(2 * HALF);
    }
  });

  it('step-efficiency columns never exceed the looser budget or the pass rate (Tables 5 and 7)', () => {
    const ladder = ['solved_within_1x_human_steps', 'solved_within_2x_human_steps', 'solved_within_3x_human_steps', 'solved_within_5x_human_steps', 'pass_rate'];
    for (const table of ['Table 5', 'Table 7']) {
      const rs = from(table);
      const configs = new Set(rs.map((r) => `${r.model}|${r.mode}`));
      expect(configs.size).toBe(table === 'Table 5' ? 5 : 25);
      for (const c of configs) {
        const vals = ladder.map((metric) => rs.find((r) => `${r.model}|${r.mode}` === c && r.metric === metric)?.value).filter((v) => v !== undefined);
        expect(vals.length, c).toBe(table === 'Table 5' ? 4 : 5);
        for (let i = 1; i < vals.length; i++) expect(vals[i], `${table} ${c}`).toBeGreaterThanOrEqual(vals[i - 1] as number);
      }
    }
  });

  it('core-suite pass rates (Table 5) sit below the full-suite ones (Table 1) for the same model and mode', () => {
    let shared = 0;
    for (const r of from('Table 5').filter((x) => x.metric === 'pass_rate')) {
      const full = t1.find((x) => x.model === r.model && x.mode === r.mode);
      if (!full) continue;
      expect(r.value, `${r.model} ${r.mode}`).toBeLessThan(full.value);
      shared++;
    }
    expect(shared).toBe(4);
  });

  it('Table 8 ratios match agent time over human time within rounding', () => {
    const t8 = from('Table 8');
    const configs = new Set(t8.map((r) => `${r.model}|${r.mode}`));
    expect(configs.size).toBe(25);
    for (const r of t8.filter((x) => x.metric === 'agent_to_human_time_ratio')) {
      const human = one(t8, { model: r.model, mode: r.mode, metric: 'human_time_mean' });
      const agent = one(t8, { model: r.model, mode: r.mode, metric: 'agent_time_mean' });
      const lo = (agent - HALF) / (human + HALF);
      const hi = (agent + HALF) / (human - HALF);
      expect(r.value + HALF, `${r.model} ${r.mode}`).toBeGreaterThanOrEqual(lo);
      expect(r.value - HALF, `${r.model} ${r.mode}`).toBeLessThanOrEqual(hi);
    }
  });

  it('each Table 4 labelling sums to 100% of failed traces', () => {
    for (const metric of ['failure_share_trace_features', 'failure_share_layer2_llm'] as const) {
      const shares = from('Table 4').filter((r) => r.metric === metric).map((r) => r.value);
      expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100), metric).toBeLessThanOrEqual(shares.length * HALF);
    }
  });

  it('Table 13 is sorted hardest first and holds the nine inversions the paper counts (≤2 human steps, <60% pass)', () => {
    const t13 = from('Table 13');
    const pass = t13.filter((r) => r.metric === 'pass_rate_mean_over_models_and_modes');
    expect(pass).toHaveLength(15);
    for (let i = 1; i < pass.length; i++) expect(pass[i].value).toBeGreaterThanOrEqual(pass[i - 1].value);
    const inverted = pass.filter((r) => r.value < 60 && one(t13, { group: r.group, metric: 'human_reference_steps_mean' }) <= 2);
    expect(inverted).toHaveLength(9);
  });

  it('Table 12 widens the AX-tree to Pixel gap with every tier, as its caption says', () => {
    const t12 = from('Table 12');
    const gaps = ontology.difficulty.tiers.map((group) => one(t12, { group, mode: 'axtree' }) - one(t12, { group, mode: 'pixel' }));
    expect(gaps).toHaveLength(4);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]);
  });

  it('Table 15 intervals contain their mean pass rates', () => {
    const t15 = from('Table 15');
    const means = t15.filter((r) => r.metric === 'pass_rate_mean_of_two_runs');
    expect(means).toHaveLength(8);
    for (const r of means) {
      expect(one(t15, { model: r.model, mode: r.mode, metric: 'pass_rate_ci95_low' })).toBeLessThan(r.value);
      expect(one(t15, { model: r.model, mode: r.mode, metric: 'pass_rate_ci95_high' })).toBeGreaterThan(r.value);
    }
  });
});

describe('malformed reported files', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cb-reported-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const row = (model: string, mode: string, value: number) => ({
    model, mode, metric: 'pass_rate', value, unit: 'percent', source: { table: 'Table 9', row: model, column: mode },
  });
  const good = () => ({
    id: 'table-09-check', title: 'A check', source: 'Table 9', suite: 'official-full', columns: 'Pass rate per model and mode.',
    rows: [row('GPT-5 mini', 'SoM', 78.5), row('GPT-5 mini', 'Pixel', 48.9), row('GPT-5.4', 'SoM', 77)],
  });
  let n = 0;
  function load(data: unknown, name = 'table-09-check'): () => ReportedRow[] {
    const dir = path.join(scratch, `case-${n++}`);
    mkdirSync(dir);
    writeFileSync(path.join(dir, `${name}.yaml`), typeof data === 'string' ? data : stringify(data));
    return () => loadReported(dir, ontology);
  }
  const at = (field: string) => new RegExp(`table-09-check\\.yaml:\\d+: ${field.replace(/[[\].]/g, (c) => `\\${c}`)}: `);

  it('loads the unbroken file', () => {
    expect(load(good())().map((r) => [r.model, r.mode, r.value])).toEqual([
      ['gpt-5-mini', 'som', 78.5], ['gpt-5-mini', 'pixel', 48.9], ['gpt-5.4', 'som', 77],
    ]);
  });

  it('names the file, line, row and source of an unknown model', () => {
    const d = good();
    d.rows[1].model = 'GPT-6';
    const f = load(d);
    expect(f).toThrow(ContentError);
    expect(f).toThrow(at('rows[1].model'));
    expect(f).toThrow(/unknown model "GPT-6".*\(Table 9, row "GPT-5 mini", column "Pixel"\)/);
  });

  it('names the row of a schema error', () => {
    const d = good() as { rows: Record<string, unknown>[] };
    d.rows[2].value = 'seventy-seven';
    expect(load(d)).toThrow(at('rows[2].value'));
  });

  it('rejects a unit that is not the metric\'s', () => {
    const d = good();
    d.rows[0].unit = 'fraction';
    expect(load(d)).toThrow(/rows\[0\]\.unit: pass_rate is measured in percent, not fraction/);
  });

  it('rejects a percentage above 100', () => {
    const d = good();
    d.rows[2].value = 770;
    expect(load(d)).toThrow(at('rows[2].value'));
  });

  it('rejects the same cell transcribed twice', () => {
    const d = good();
    d.rows.push(row('GPT-5 mini', 'Pixel', 49.9));
    expect(load(d)).toThrow(/rows\[3\]: repeats the same number as rows\[1\]/);
  });

  it('rejects a row citing another table', () => {
    const d = good();
    d.rows[2].source.table = 'Table 1';
    expect(load(d)).toThrow(/rows\[2\]\.source: cites Table 1 but the file transcribes Table 9/);
  });

  it('rejects an unmapped type name and a family that is not the type\'s', () => {
    const typeRow = (group: string, family: string) => ({
      group, family, metric: 'human_reference_steps_mean', value: 1.7, unit: 'steps', source: { table: 'Table 9', row: group, column: 'Human steps' },
    });
    const withType = (group: string, family: string) => ({ ...good(), groupKind: 'canonical_type', rows: [typeRow(group, family)] });
    expect(load(withType('resizablecolumns', 'Drag/Drop'))()[0].group).toBe('resizable_columns');
    expect(load(withType('resizeablecolumn', 'Drag/Drop'))).toThrow(/rows\[0\]\.group: unknown canonical type "resizeablecolumn"/);
    expect(load(withType('resizablecolumns', 'Continuous'))).toThrow(/rows\[0\]\.family: "Continuous" is continuous_precision, but resizable_columns belongs to drag_drop_workspace/);
  });

  it('rejects values that do not re-join to the verbatim digits', () => {
    const d = { ...good(), rows: [row('GPT-5 mini', 'SoM', 78), row('GPT-5 mini', 'Pixel', 49)] };
    expect(load({ ...d, verbatim: [{ row: 'GPT-5 mini', text: '7849', columns: ['SoM', 'Pixel'] }]})()).toHaveLength(2);
    expect(load({ ...d, verbatim: [{ row: 'GPT-5 mini', text: '7848', columns: ['SoM', 'Pixel'] }] }))
      .toThrow(/verbatim\[0\]\.text: the values of row "GPT-5 mini" \(78, 49\) join to 7849, not to the printed 7848/);
  });

  it('rejects a file whose id is not its name', () => {
    expect(load(good(), 'table-09-other')).toThrow(/table-09-other\.yaml:\d+: id: is "table-09-check"/);
  });
});
