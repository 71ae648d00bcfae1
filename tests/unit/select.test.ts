import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import { coveringSample, dealByType, globToRegExp, seededPick, selectTasks } from '../../pipeline/content/select';

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

  it('deals one task of every type to each mode, every library of a type in some mode, the same for the same seed', () => {
    const sample = coveringSample(tasks);
    const parts = dealByType(sample, 4, 'seed-1');
    const types = new Set(tasks.map((t) => t.canonical_type));
    for (const p of parts) {
      expect(p.map((t) => t.canonical_type).sort()).toEqual([...types].sort());
    }
    const flat = parts.flat();
    expect(new Set(flat.map((t) => t.id)).size).toBe(flat.length);
    const sampled = new Set(sample.map((t) => t.id));
    expect(flat.every((t) => sampled.has(t.id))).toBe(true);
    const cells = (ts: typeof tasks) => new Set(ts.map((t) => `${t.canonical_type}/${t.library}`));
    expect(cells(flat)).toEqual(cells(tasks));
    for (const type of types) {
      const sampled = new Set(sample.filter((t) => t.canonical_type === type).map((t) => t.template));
      expect(new Set(flat.filter((t) => t.canonical_type === type).map((t) => t.template)).size, type).toBeGreaterThanOrEqual(Math.min(2, sampled.size));
    }
    // Once every library has run, the next pick takes a template the type has not used yet.
    const made = (id: string, library: string, template: string) => ({ id, canonical_type: 'x', library, template });
    const small = [made('x-a-1', 'a', 'set'), made('x-a-2', 'a', 'set'), made('x-b-1', 'b', 'open'), made('x-b-2', 'b', 'find'), made('x-c-1', 'c', 'set')];
    for (const seed of ['seed-1', 'seed-2', 'seed-3']) {
      const dealtSmall = dealByType(small, 4, seed).flat();
      expect(dealtSmall.map((t) => t.template).sort(), seed).toEqual(['find', 'open', 'set', 'set']);
    }
    expect(dealByType([...sample].reverse(), 4, 'seed-1').map((p) => p.map((t) => t.id))).toEqual(parts.map((p) => p.map((t) => t.id)));
    expect(dealByType(sample, 4, 'seed-2').flat().map((t) => t.id)).not.toEqual(flat.map((t) => t.id));
  });

  it('selects by id globs with alternatives and rejects a glob that matches nothing', () => {
    expect(globToRegExp('button-{antd,mui}-T0?').test('button-mui-T05')).toBe(true);
    expect(globToRegExp('button-{antd,mui}-T0?').test('button-mantine-T05')).toBe(false);
    // Wildcards inside alternatives are wildcards; other characters stay literal.
    const alt = globToRegExp('{virtual_list-*,cascader-mantine-T0?}');
    expect(['virtual_list-mui-T04', 'cascader-mantine-T06'].every((id) => alt.test(id))).toBe(true);
    expect(['cascader-mui-T06', 'virtual_listXmui'].some((id) => alt.test(id))).toBe(false);
    expect(globToRegExp('a.{b+,c}').test('a.b+')).toBe(true);
    expect(globToRegExp('a.{b+,c}').test('aXbb')).toBe(false);
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
