/** Semantic checks of one task spec beyond its schema: the verifier must reject every negative. */
import { evaluatePredicate, leafPredicates } from '../../src/core/predicate';
import type { TaskSpec } from '../../src/core/taskSpec';
import { jsonEqual } from '../../src/core/json';
import { STEP_BUDGET } from '../../src/generator/family';

export function checkTask(t: TaskSpec): string[] {
  const problems: string[] = [];
  t.negative_states.forEach((n, i) => {
    if (evaluatePredicate(t.predicate, n.state)) problems.push(`negative_states[${i}] ("${n.why}") is accepted by the predicate`);
  });
  if (t.reference_steps > STEP_BUDGET) problems.push(`the reference solution takes ${t.reference_steps} actions, over the ${STEP_BUDGET}-step budget`);
  if (distractorTarget(t) === undefined) problems.push('no negative state changes the target field, so the leak scan has no distractor');
  return problems;
}

/**
 * A predicate like the task's but aimed at a wrong value taken from a negative state: the page must
 * render identically for both (the target never reaches the DOM).
 */
export function distractorTarget(t: TaskSpec): TaskSpec['predicate'] | undefined {
  const leaves = leafPredicates(t.predicate);
  for (const n of t.negative_states) {
    for (const leaf of leaves) {
      const instances = leaf.instance ? [n.state.instances[leaf.instance]] : Object.values(n.state.instances);
      for (const inst of instances) {
        const v = inst?.fields[leaf.field];
        if (v === undefined || jsonEqual(v, leaf.target)) continue;
        const swap = (p: TaskSpec['predicate']): TaskSpec['predicate'] =>
          p.kind === 'all' ? { ...p, of: p.of.map(swap) } : p === leaf ? ({ ...leaf, target: v } as TaskSpec['predicate']) : p;
        return swap(t.predicate);
      }
    }
  }
  return undefined;
}
