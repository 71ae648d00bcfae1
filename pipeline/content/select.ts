import { createHash } from 'node:crypto';
import type { TaskSpec } from '../../src/core/taskSpec';
import type { SuiteTask } from './suiteTask';
import { taskVersions, versionsHash } from './taskVersion';
import { UserError } from '../errors';

/** Compile a task-id glob (`*`, `?`, `{a,b}`; several globs separated by commas) to a RegExp. */
export function globToRegExp(glob: string): RegExp {
  const parts = splitTopLevel(glob).map((g) => {
    let re = '';
    for (let i = 0; i < g.length; i++) {
      const c = g[i];
      if (c === '*') re += '.*';
      else if (c === '?') re += '.';
      else if (c === '{') {
        const end = g.indexOf('}', i);
        if (end < 0) throw new UserError(`unclosed "{" in --tasks "${glob}"`);
        re += `(?:${g.slice(i + 1, end).split(',').map(escape).join('|')})`;
        i = end;
      } else re += escape(c);
    }
    return re;
  });
  return new RegExp(`^(?:${parts.join('|')})$`);
}

function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of s) {
    if (c === '{') depth++;
    if (c === '}') depth--;
    if (c === ',' && depth === 0) { out.push(cur.trim()); cur = ''; } else cur += c;
  }
  out.push(cur.trim());
  return out.filter(Boolean);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function selectTasks<T extends { id: string }>(tasks: T[], glob?: string): T[] {
  if (!glob) return tasks;
  const re = globToRegExp(glob);
  const picked = tasks.filter((t) => re.test(t.id));
  if (picked.length === 0) throw new UserError(`--tasks "${glob}" matches none of the ${tasks.length} tasks`);
  return picked;
}

/** The tasks a recorded selection picks now (null: all); a glob that matches nothing any more picks none. */
export function selectionTasks<T extends { id: string }>(tasks: T[], selection: string | null): T[] {
  if (selection === null) return tasks;
  const re = globToRegExp(selection);
  return tasks.filter((t) => re.test(t.id));
}

/** Identity of a task set: the hash of its tasks' versions. A change to any task's version changes it. */
export function taskSetHash(tasks: SuiteTask[]): string {
  return versionsHash(taskVersions(tasks));
}

/** A run's record of its tasks: names, order, per-task versions and their summary hash. */
export function taskSetRecord(name: string, tasks: SuiteTask[], selection: string | null) {
  const versions = taskVersions(tasks);
  return { name, selection, hash: versionsHash(versions), task_ids: tasks.map((t) => t.id), versions };
}

/**
 * A small task subset that still exercises every renderer path: for each (type, library) it
 * covers every template, every guidance level and both single and multi-instance scenes. Greedy
 * set cover in id order, so the subset is the same for the same tasks.
 */
export function coveringSample(tasks: TaskSpec[]): TaskSpec[] {
  const keysOf = (t: TaskSpec) => {
    const cell = `${t.canonical_type}/${t.library}`;
    return [`${cell}/template=${t.template}`, `${cell}/guidance=${t.scene.guidance}`, `${cell}/multi=${t.scene.instances > 1}`];
  };
  const need = new Set(tasks.flatMap(keysOf));
  const left = [...tasks].sort((a, b) => (a.id < b.id ? -1 : 1));
  const chosen: TaskSpec[] = [];
  while (need.size > 0) {
    let best = 0;
    let bestGain = -1;
    left.forEach((t, i) => {
      const gain = keysOf(t).filter((k) => need.has(k)).length;
      if (gain > bestGain) { best = i; bestGain = gain; }
    });
    const [t] = left.splice(best, 1);
    chosen.push(t);
    for (const k of keysOf(t)) need.delete(k);
  }
  return chosen.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Deal a sample into `n` parts so each (type, library) cell's tasks spread over all parts (round
 * robin within the cell, starting further on for each cell, so parts stay about equal in size). A
 * cell with fewer than n sampled tasks is padded with further tasks of that cell from `all`, so
 * every part reaches every cell.
 */
export function dealByCell<T extends { id: string; canonical_type: string; library: string }>(sample: T[], n: number, all: T[]): T[][] {
  const parts: T[][] = Array.from({ length: n }, () => []);
  const cellOf = (t: T) => `${t.canonical_type}/${t.library}`;
  const byId = (a: T, b: T) => (a.id < b.id ? -1 : 1);
  const cells = new Map<string, T[]>();
  for (const t of [...sample].sort(byId)) cells.set(cellOf(t), [...(cells.get(cellOf(t)) ?? []), t]);
  let offset = 0;
  for (const [key, cell] of cells) {
    const picked = new Set(cell.map((t) => t.id));
    const spare = all.filter((t) => cellOf(t) === key && !picked.has(t.id)).sort(byId);
    const dealt = [...cell, ...spare.slice(0, Math.max(0, n - cell.length))];
    dealt.forEach((t, i) => parts[(i + offset) % n].push(t));
    offset += dealt.length;
  }
  return parts.map((p) => p.sort(byId));
}

/**
 * `n` items picked by a seed: each ranked by a hash of the seed and its id, the lowest taken, in
 * id order. The same seed picks the same items; a new seed (a suite hash that moved) others.
 */
export function seededPick<T extends { id: string }>(items: T[], n: number, seed: string): T[] {
  const rank = new Map(items.map((t) => [t.id, createHash('sha256').update(`${seed}\0${t.id}`).digest('hex')]));
  return [...items].sort((a, b) => (rank.get(a.id)! < rank.get(b.id)! ? -1 : 1)).slice(0, n).sort((a, b) => (a.id < b.id ? -1 : 1));
}
