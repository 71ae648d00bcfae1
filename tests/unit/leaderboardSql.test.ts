/**
 * The leaderboard's time ratio in real DuckDB: a task's reference time is its human reference's
 * duration where the task has one, the oracle's time in the same mode otherwise; and the
 * per-suite count of tasks with a human reference that the board states.
 */
import { describe, expect, it } from 'vitest';
import { holdsCoreTasks, onFullSuite } from '../../pipeline/content/suites';
import { MEASURED_SQL, REFERENCES_SQL, referenceNote } from '../../pipeline/site/data/leaderboard';
import { queryRows, withDuckDB } from '../../pipeline/warehouse/duckdb';

const SETUP = `
  CREATE TABLE runs AS SELECT * FROM (VALUES
    ('oracle-axtree', 'bundled', 'maintainer', NULL, NULL, 'full', 'oracle', 'axtree'),
    ('agent-axtree', 'local', 'maintainer', NULL, NULL, 'full', 'agent', 'axtree')
  ) AS r(run_id, source, provenance, replayed_episodes, replay_episodes, suite, agent, mode);
  CREATE TABLE tasks AS SELECT * FROM (VALUES
    ('full', 'a', 1000.0, 'human'), ('full', 'b', NULL, 'oracle'), ('full', 'c', NULL, 'human')
  ) AS t(suite, id, reference_duration_ms, reference_source);
  CREATE TABLE episodes AS SELECT * FROM (VALUES
    ('oracle-axtree', 'a', true, 500.0), ('oracle-axtree', 'b', true, 800.0), ('oracle-axtree', 'c', true, 400.0),
    ('agent-axtree', 'a', true, 3000.0), ('agent-axtree', 'b', true, 1600.0), ('agent-axtree', 'c', false, 9000.0)
  ) AS e(run_id, task_id, success, duration_ms);
  CREATE TABLE run_metrics AS SELECT * FROM (VALUES
    ('oracle-axtree', 'full', 'oracle', NULL, 'axtree', 3, 3, 0, 1.0, 1.0, 1.0, 1.0, 1.0, false, 1.0),
    ('agent-axtree', 'full', 'agent', NULL, 'axtree', 3, 2, 0, 0.67, 0.2, 1.0, 0.5, 0.67, false, 2.0)
  ) AS m(run_id, suite, agent, model, mode, tasks, passed, harness_errors, pass_rate, ci_lo, ci_hi, within_1h, within_2h, counts_turns, mean_success_steps);
`;

describe('leaderboard SQL', () => {
  it('compares agent time with the human reference where a task has one and with the oracle elsewhere', async () => {
    const rows = await withDuckDB(async (c) => {
      await c.run(SETUP);
      return queryRows(c, MEASURED_SQL);
    });
    const ratio = (id: string) => Number(rows.find((r) => r.run_id === id)!.time_ratio);
    // a: human 1000 ms; b: no human reference, the oracle's 800 ms; c (hover-only: no human time) unsolved by the agent.
    expect(ratio('agent-axtree')).toBeCloseTo((3000 + 1600) / (1000 + 800), 10);
    // The oracle is measured against the same references: its own time only where no human one exists.
    expect(ratio('oracle-axtree')).toBeCloseTo((500 + 800 + 400) / (1000 + 800 + 400), 10);
  });

  it('counts the tasks of each suite with a human reference, and says so in words', async () => {
    const rows = await withDuckDB(async (c) => {
      await c.run(SETUP);
      return queryRows(c, REFERENCES_SQL);
    });
    expect(rows.map((r) => [r.suite, Number(r.tasks), Number(r.human)])).toEqual([['full', 3, 2]]);
    expect(referenceNote({ suite: 'full', tasks: 3, human: 2 })).toBe('human reference traces for 2 of 3 tasks, the reference solution\'s steps (and the oracle\'s time) for the rest');
    expect(referenceNote({ suite: 'full', tasks: 3, human: 0 })).toMatch(/^the reference solution's steps \(no human traces recorded/);
    expect(referenceNote({ suite: 'official-full', tasks: 3, human: 3 })).toBe('human reference traces for every task');
  });

  it('tells Full suites from Core ones in SQL exactly as in TypeScript', async () => {
    const names = ['full', 'core', 'official-full', 'official-core', 'fresh-7', 'fresh-core-7', 'fresh-core-', 'fresh-core-x', 'xfresh-core-7', 'fresh-core-7b'];
    const rows = await withDuckDB((c) => queryRows(c, `SELECT suite, ${onFullSuite()} AS full FROM (VALUES ${names.map((n) => `('${n}')`).join(', ')}) AS t(suite)`));
    for (const r of rows) expect(r.full, String(r.suite)).toBe(!holdsCoreTasks(String(r.suite)));
    expect(rows.filter((r) => !r.full).map((r) => r.suite).sort()).toEqual(['core', 'fresh-core-7', 'official-core']);
  });
});
