/** The encoded task spec: it decodes to the spec, the same bytes every time, and shows no target. */
import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import { plainTargets } from '../../pipeline/leaks/scanLeaks';
import { decodeSpec, encodeSpec } from '../../src/core/specCodec';
import { toPageSpec } from '../../src/core/taskSpec';

const tasks = loadTasks();

describe('task spec encoding', () => {
  it('decodes every task\'s spec to itself, the same bytes on every encoding, with no target in plain text', () => {
    for (const t of tasks) {
      const spec = toPageSpec(t);
      const body = encodeSpec(t.id, spec);
      expect(decodeSpec(t.id, body)).toEqual(JSON.parse(JSON.stringify(spec)));
      expect(encodeSpec(t.id, spec)).toBe(body);
      expect(plainTargets(t, [{ path: 'spec', text: body }])).toEqual([]);
    }
    // The plain spec is what the check is for.
    const t = tasks[0];
    expect(plainTargets(t, [{ path: 'plain', text: JSON.stringify(toPageSpec(t)) }])).toEqual(['plain']);
  });

  it('keys the stream by task: one task\'s body is refused for another, and two tasks with one spec encode apart', () => {
    const [a, b] = tasks;
    const body = encodeSpec(a.id, toPageSpec(a));
    expect(() => decodeSpec(b.id, body)).toThrow(`spec ${b.id}: the body is task ${a.id}'s`);
    expect(JSON.parse(encodeSpec(a.id, { x: 1 })).data).not.toBe(JSON.parse(encodeSpec(b.id, { x: 1 })).data);
    expect(() => decodeSpec(a.id, '{"predicate":{}}')).toThrow(`spec ${a.id}: not a componentbench-spec v1 body`);
    expect(() => decodeSpec(a.id, '<html>')).toThrow(`spec ${a.id}: not JSON`);
  });
});
