import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/canonical';
import { evaluatePredicate } from '../../src/core/predicate';
import { referenceSteps, toPageSpec, type TaskSpec } from '../../src/core/taskSpec';
import { DEFAULT_SEED, generateCoreSuite, generateSuite, taskFileText, type SuiteName } from '../../src/generator/generate';
import { checkTask, distractorTarget } from '../../pipeline/content/checkTask';
import { loadTasks } from '../../pipeline/content/tasks';
import { suiteTasksDir } from '../../pipeline/content/suites';

const tasks = loadTasks(suiteTasksDir('full'));

describe('task specs in content/tasks', () => {
  it('cover every implemented type on each library that ships it, at least 3 tasks each, and no other', () => {
    const counts = new Map<string, number>();
    for (const t of tasks) counts.set(`${t.canonical_type}/${t.library}`, (counts.get(`${t.canonical_type}/${t.library}`) ?? 0) + 1);
    for (const [type, family] of Object.entries(FAMILIES)) {
      for (const lib of ['antd', 'mui', 'mantine']) {
        const n = counts.get(`${type}/${lib}`) ?? 0;
        if (family.libraries.includes(lib as never)) expect(n, `${type}/${lib}`).toBeGreaterThanOrEqual(3);
        else expect(n, `${type}/${lib}`).toBe(0);
      }
    }
    expect(tasks.length).toBeGreaterThanOrEqual(63);
  });

  it('count a click that seeks its row in a virtualized list as four actions (pointer on the list, two wheels, the click)', () => {
    const t = tasks.find((x) => x.reference_solution.some((s) => s.do === 'click' && s.seek))!;
    const seeks = t.reference_solution.filter((s) => s.do === 'click' && s.seek).length;
    expect(t.reference_steps).toBe(t.reference_solution.length + 3 * seeks);
  });

  it('flag a reference solution longer than the step budget', () => {
    const t = tasks.find((x) => x.reference_solution.length > 1)!;
    const long = { ...t, reference_solution: Array.from({ length: 21 }, () => t.reference_solution[0]), reference_steps: 21 };
    expect(checkTask(long)).toEqual(['the reference solution takes 21 actions, over the 20-step budget']);
  });
});

const SUITES: { suite: Extract<SuiteName, 'full' | 'core'>; generate: (seed: number) => Map<string, TaskSpec[]> }[] = [
  { suite: 'full', generate: (seed) => generateSuite(seed) },
  { suite: 'core', generate: (seed) => generateCoreSuite(seed) },
];

for (const { suite, generate } of SUITES) {
  const specs = suite === 'full' ? tasks : loadTasks(suiteTasksDir(suite));

  describe(`task specs of the ${suite} suite`, () => {
    it('reject every negative state with their own predicate', () => {
      let checked = 0;
      for (const t of specs) {
        for (const n of t.negative_states) {
          expect(evaluatePredicate(t.predicate, n.state), `${t.id}: ${n.why}`).toBe(false);
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(specs.length * 2);
    });

    it('pass the semantic checks (reachable distractor, consistent step counts)', () => {
      for (const t of specs) {
        expect(checkTask(t), t.id).toEqual([]);
        expect(t.reference_steps).toBe(referenceSteps(t.reference_solution));
      }
    });

    it('never put the target or the instruction in what the page receives as params', () => {
      for (const t of specs) {
        const page = toPageSpec(t);
        expect(JSON.stringify(page)).not.toContain(t.instruction);
        const d = distractorTarget(t)!;
        // The page spec differs from its distractor twin only inside the predicate.
        expect(JSON.stringify({ ...page, predicate: null })).toBe(JSON.stringify({ ...toPageSpec({ ...t, predicate: d }), predicate: null }));
      }
    });

    it('are exactly what the generator writes for the default seed (same seed, same bytes)', () => {
      const generated = generate(DEFAULT_SEED);
      expect([...generated.values()].flat().length).toBe(specs.length);
      for (const [type, list] of generated) {
        const committed = readFileSync(path.join(suiteTasksDir(suite), `${type}.yaml`), 'utf8');
        expect(taskFileText(type, list, DEFAULT_SEED, suite), `${suite}: ${type}.yaml is stale: run npx cb tasks generate --suite ${suite}`).toBe(committed);
      }
      const again = generate(DEFAULT_SEED);
      expect(JSON.stringify([...again])).toBe(JSON.stringify([...generated]));
      // Core's other seeds are checked with their composition in generator.test.ts.
      if (suite === 'full') expect(JSON.stringify([...generate(DEFAULT_SEED + 1)])).not.toBe(JSON.stringify([...generated]));
    });
  });
}
