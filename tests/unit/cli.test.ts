import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';

const root = path.resolve(import.meta.dirname, '../..');
const cb = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/cb.mjs'), ...args], { cwd: root, encoding: 'utf8' });

describe('cb command line', () => {
  it('documents every subcommand in --help', () => {
    const help = execFileSync(process.execPath, [path.join(root, 'scripts/cb.mjs'), '--help'], { encoding: 'utf8' });
    for (const c of ['tasks', 'run', 'warehouse', 'scan-leaks', 'audit', 'site', 'start']) expect(help).toContain(c);
    const tasksHelp = cb('tasks', '--help').stdout;
    for (const c of ['list', 'generate', 'check']) expect(tasksHelp).toContain(c);
  });

  it('lists the tasks as JSON', () => {
    const r = cb('tasks', 'list', '--json');
    expect(r.status).toBe(0);
    const listed = JSON.parse(r.stdout) as { id: string; library: string }[];
    expect(listed.map((t) => t.id)).toEqual(loadTasks().map((t) => t.id));
    expect(new Set(listed.map((t) => t.library))).toEqual(new Set(['antd', 'mui', 'mantine']));
  });

  it('reports bad arguments in one line without a stack trace', () => {
    const r = cb('run', '--agent', 'no-such-agent', '--tasks', 'button-*');
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/^cb: unknown agent "no-such-agent"; available: oracle, random, rule, openai, http$/);
    const g = cb('run', '--agent', 'oracle', '--tasks', 'nothing-matches-*');
    expect(g.stderr).toContain('matches none of the');
    const a = cb('audit', '--redo', 'virtual_list-*');
    expect(a.status).toBe(1);
    expect(a.stderr.trim()).toBe('cb: --redo replays tasks of a stored audit again; add --top-up');
    const b = cb('audit', '--top-up', '--redo', 'nothing-matches-*');
    expect(b.status).toBe(1);
    expect(b.stderr.trim()).toMatch(/^cb: --redo "nothing-matches-\*" matches none of the \d+ tasks data\/audit\/realized\.json audits$/);
  });
});
