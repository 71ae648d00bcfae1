import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import { coveringSample, dealByCell, globToRegExp, seededPick, selectTasks } from '../../pipeline/content/select';

const tasks = loadTasks();

describe('task selection', () => {
  it('covers every (type, library) template, guidance level and instance count with fewer tasks', () => {
    const sample = coveringSample(tasks);
    expect(sample.length).toBeLessThan(tasks.length / 2);
    const cells = (ts: typeof tasks, f: (t: (typeof tasks)[number]) => string) => new Set(ts.map((t) => `${t.canonical_type}/${t.library}/${f(t)}`));
    for (const f of [(t: (typeof tasks)[number]) => t.template, (t: (typeof tasks)[number]) => t.scene.guidance, (t: (typeof tasks)[number]) => String(t.scene.instances > 1)]) {
      expect(cells(sample, f)).toEqual(cells(tasks, f));
    }
    expect(coveringSample([...tasks].reverse()).map((t) => t.id)).toEqual(sample.map((t) => t.id));
  });

  it('deals the covering sample over modes so that each mode meets every type × library and together they cover the sample', () => {
    const sample = coveringSample(tasks);
    const parts = dealByCell(sample, 3, tasks);
    const cells = (ts: typeof tasks) => new Set(ts.map((t) => `${t.canonical_type}/${t.library}`));
    for (const p of parts) expect(cells(p)).toEqual(cells(tasks));
    const dealt = new Set(parts.flat().map((t) => t.id));
    expect(dealt.size).toBe(parts.flat().length);
    for (const t of sample) expect(dealt.has(t.id)).toBe(true);
    const sizes = parts.map((p) => p.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
  });

  it('selects by id globs with alternatives and rejects a glob that matches nothing', () => {
    expect(globToRegExp('button-{antd,mui}-T0?').test('button-mui-T05')).toBe(true);
    expect(globToRegExp('button-{antd,mui}-T0?').test('button-mantine-T05')).toBe(false);
    expect(selectTasks(tasks, 'tabs-*,link-antd-*').every((t) => t.id.startsWith('tabs-') || t.id.startsWith('link-antd-'))).toBe(true);
    expect(() => selectTasks(tasks, 'nothing-*')).toThrow(/matches none of the \d+ tasks/);
  });

  it('picks the same items for the same seed, others for another, in id order', () => {
    const a = seededPick(tasks, 20, 'suite-1');
    expect(a).toHaveLength(20);
    expect(seededPick([...tasks].reverse(), 20, 'suite-1').map((t) => t.id)).toEqual(a.map((t) => t.id));
    expect(a.map((t) => t.id)).toEqual([...a.map((t) => t.id)].sort());
    const b = seededPick(tasks, 20, 'suite-2');
    expect(b.filter((t) => a.includes(t)).length).toBeLessThan(10);
    expect(seededPick(tasks.slice(0, 5), 20, 'x')).toHaveLength(5);
  });
});
