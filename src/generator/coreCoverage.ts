/**
 * Coverage of a Core suite: every task hard, 48 per unit, and each (type, library) cell at its
 * unit's count; the same distribution rows as the Full suite's table, and the composition per unit
 * with the differences from the official release and the reference solutions' length.
 */
import { LIBRARIES } from '../core/ontology';
import type { TaskSpec } from '../core/taskSpec';
import { TASK_ID } from '../core/taskSpec';
import { distributionRows, type Coverage } from './coverage';
import { CORE_TASKS_PER_UNIT, CORE_UNITS, coreUnitOf, memberTotal } from './coreUnits';

export function coreCoverage(tasks: TaskSpec[]): Coverage {
  const violations: string[] = [];
  for (const t of tasks) {
    if (!coreUnitOf(t.canonical_type)) violations.push(`${t.id}: ${t.canonical_type} is in no Core unit`);
    if (t.difficulty.bucket !== 'hard') violations.push(`${t.id}: an ${t.difficulty.bucket} task (Core is hard only)`);
    if (TASK_ID.exec(t.id)?.[3] !== 'C') violations.push(`${t.id}: not numbered as a Core task (C<NN>)`);
  }
  for (const unit of CORE_UNITS) {
    const n = tasks.filter((t) => unit.members.some((m) => m.type === t.canonical_type)).length;
    if (n !== CORE_TASKS_PER_UNIT) violations.push(`unit ${unit.id}: ${n} tasks, expected ${CORE_TASKS_PER_UNIT}`);
    for (const m of unit.members) {
      for (const lib of LIBRARIES) {
        const have = tasks.filter((t) => t.canonical_type === m.type && t.library === lib).length;
        const want = m.counts[lib] ?? 0;
        if (have !== want) violations.push(`unit ${unit.id}: ${have} ${m.type} tasks on ${lib}, expected ${want}`);
      }
    }
  }
  const rows = distributionRows(tasks, violations, false);
  const units = CORE_UNITS.map((u): [string, number] => [u.id, tasks.filter((t) => coreUnitOf(t.canonical_type) === u).length]);
  rows.unshift({ dimension: 'Core unit', levels: units, covered: `${units.filter(([, n]) => n > 0).length}/${CORE_UNITS.length}` });
  return { total: tasks.length, rows, violations };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * The Core's own sections of its coverage page: each unit's types and per-library counts, where
 * they differ from the release and why, and how long the reference solutions are next to Full's.
 */
export function coreComposition(core: TaskSpec[], full: TaskSpec[]): string {
  const cell = (counts: Partial<Record<string, number>>) => Object.entries(counts).filter(([, n]) => n).map(([l, n]) => `${l} ${n}`).join(', ');
  const lines = [
    '## Units',
    '',
    '| Unit | Type | Tasks per library | Tasks | Release |',
    '| --- | --- | --- | --- | --- |',
    ...CORE_UNITS.flatMap((u) => u.members.map((m, i) => {
      const have = core.filter((t) => t.canonical_type === m.type).length;
      return `| ${i === 0 ? `${u.id} (${u.title})` : ''} | ${m.type} | ${cell(m.counts)} | ${have} / ${memberTotal(m)} | ${m.release ? `${cell(m.release)}: ${m.differs}` : 'same'} |`;
    })),
    '',
    '## Reference solutions',
    '',
    `Mean reference steps: **${mean(core.map((t) => t.reference_steps)).toFixed(2)}** in this suite, ${mean(full.map((t) => t.reference_steps)).toFixed(2)} in the Full suite (${full.length} tasks).`,
    'The paper reports people taking 5.2 steps on the official Core and 2.7 on the official Full suite. Ours are',
    'the oracle\'s shortest solutions: each Core task adds steps around its component (opening an overlay,',
    'scrolling to the section, a commit button and its confirmation) on top of the family\'s hard setting.',
  ];
  return lines.join('\n');
}
