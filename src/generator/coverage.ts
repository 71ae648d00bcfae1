/**
 * Coverage of a task suite: the distribution of tasks over libraries, templates, difficulty and
 * every scene factor level (the shape of the benchmark's diversity table), and the per-type quotas
 * the generator must meet. Pure: tests, `cb tasks coverage` and the docs share it.
 */
import type { TaskSpec } from '../core/taskSpec';
import { CLUTTERS, GUIDANCES, LAYOUTS, PLACEMENTS, SCALES, SPACINGS, THEMES } from '../core/taskSpec';
import { supportedTemplates, type TaskFamily } from './family';
import { BUCKETS, FULL_QUOTAS, type Quotas } from './plan';

export interface CoverageRow {
  dimension: string;
  levels: [string, number][];
  covered: string;
}

export interface Coverage {
  total: number;
  rows: CoverageRow[];
  violations: string[];
}

const count = <T extends string>(tasks: TaskSpec[], key: (t: TaskSpec) => T, levels: readonly T[]): [string, number][] =>
  levels.map((l) => [l, tasks.filter((t) => key(t) === l).length]);

export function coverage(tasks: TaskSpec[], families: Record<string, TaskFamily>, q: Quotas = FULL_QUOTAS): Coverage {
  const violations: string[] = [];
  const types = [...new Set(tasks.map((t) => t.canonical_type))].sort();
  for (const type of types) {
    const ts = tasks.filter((t) => t.canonical_type === type);
    const family = families[type];
    const need = (what: string, have: number, want: number) => {
      if (have < want) violations.push(`${type}: ${what} ${have} < ${want}`);
    };
    if (ts.length !== q.perType) violations.push(`${type}: ${ts.length} tasks, expected ${q.perType}`);
    for (const b of BUCKETS) {
      const n = ts.filter((t) => t.difficulty.bucket === b).length;
      if (n !== q.perBucket) violations.push(`${type}: ${n} ${b} tasks, expected ${q.perBucket}`);
    }
    if (family) {
      const per = q.perType / family.libraries.length;
      for (const lib of family.libraries) {
        const n = ts.filter((t) => t.library === lib).length;
        if (n !== per) violations.push(`${type}: ${n} ${lib} tasks, expected ${per}`);
      }
      const templates = new Set(ts.map((t) => t.template)).size;
      need('distinct templates', templates, Math.min(q.templates, supportedTemplates(family).length));
      if (family.multiInstance !== false) need('multi-instance tasks', ts.filter((t) => t.scene.instances > 1).length, q.multiInstance);
    } else violations.push(`${type}: no task family implements this type`);
    need('dark-theme tasks', ts.filter((t) => t.scene.theme === 'dark').length, q.dark);
    need('compact tasks', ts.filter((t) => t.scene.spacing === 'compact').length, q.compact);
    need('tasks with clutter', ts.filter((t) => t.scene.clutter !== 'none').length, q.clutter);
    for (const tier of ['L0', 'L1', 'L2', 'L3'] as const) need(`${tier} tasks`, ts.filter((t) => t.difficulty.tier === tier).length, 1);
  }

  return { total: tasks.length, rows: distributionRows(tasks, violations, true, types), violations };
}

/**
 * The suite's distribution over types, libraries, templates, difficulty and scene factors. With
 * `everyLevel`, a factor level no task uses is a violation (the Full suite spans them all; Core
 * is hard and compact by design).
 */
export function distributionRows(tasks: TaskSpec[], violations: string[], everyLevel: boolean, types = [...new Set(tasks.map((t) => t.canonical_type))].sort()): CoverageRow[] {
  const libs = count(tasks, (t) => t.library, ['antd', 'mui', 'mantine'] as const);
  const templateCounts = new Map<string, number>();
  for (const t of tasks) templateCounts.set(t.template, (templateCounts.get(t.template) ?? 0) + 1);
  const templates = [...templateCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const instanceLevels: [string, number][] = [
    ['1', tasks.filter((t) => t.scene.instances === 1).length],
    ['2', tasks.filter((t) => t.scene.instances === 2).length],
    ['3', tasks.filter((t) => t.scene.instances === 3).length],
    ['≥4', tasks.filter((t) => t.scene.instances >= 4).length],
  ];
  const factor = <T extends string>(name: string, levels: readonly T[], key: (t: TaskSpec) => T): CoverageRow => {
    const c = count(tasks, key, levels);
    const hit = c.filter(([, n]) => n > 0).length;
    if (everyLevel && tasks.length > 0 && hit < levels.length) violations.push(`suite: ${name} levels never used: ${c.filter(([, n]) => n === 0).map(([l]) => l).join(', ')}`);
    return { dimension: name, levels: c, covered: `${hit}/${levels.length}` };
  };
  return [
    { dimension: 'Canonical type', levels: types.map((t) => [t, tasks.filter((x) => x.canonical_type === t).length]), covered: `${types.length} types` },
    { dimension: 'Library', levels: libs, covered: `${libs.filter(([, n]) => n > 0).length}/3` },
    { dimension: 'Task template', levels: templates, covered: `${templates.length}/24` },
    factor('Difficulty bucket', BUCKETS, (t) => t.difficulty.bucket),
    factor('Difficulty tier', ['L0', 'L1', 'L2', 'L3'] as const, (t) => t.difficulty.tier),
    factor('Theme', THEMES, (t) => t.scene.theme),
    factor('Spacing', SPACINGS, (t) => t.scene.spacing),
    factor('Scale', SCALES, (t) => t.scene.scale),
    factor('Clutter', CLUTTERS, (t) => t.scene.clutter),
    { dimension: 'Instances', levels: instanceLevels, covered: `${instanceLevels.filter(([, n]) => n > 0).length}/4` },
    factor('Layout', LAYOUTS, (t) => t.scene.layout),
    factor('Placement', PLACEMENTS, (t) => t.scene.placement),
    factor('Guidance', GUIDANCES, (t) => t.scene.guidance),
  ];
}

/** The coverage table as Markdown; `more` (a suite's own sections) goes after the table. */
export function coverageMarkdown(c: Coverage, title: string, more?: string, holds = 'Every per-type quota holds.'): string {
  const lines = [
    `# ${title}`,
    '',
    `${c.total} tasks. Generated by \`npx cb tasks coverage --markdown\`; a test keeps this file equal to the suite.`,
    '',
    '| Dimension | Levels (count) | Coverage |',
    '| --- | --- | --- |',
    ...c.rows.map((r) => `| ${r.dimension} | ${r.levels.map(([l, n]) => `${l} ${n}`).join(' / ')} | ${r.covered} |`),
    '',
    ...(more ? [more, ''] : []),
    c.violations.length ? `Quota violations:\n\n${c.violations.map((v) => `- ${v}`).join('\n')}` : holds,
    '',
  ];
  return lines.join('\n');
}
