import { createHash } from 'node:crypto';
import type { TaskSpec } from '../../src/core/taskSpec';
import type { SuiteTask } from './suiteTask';
import { taskVersions, versionsHash } from './taskVersion';
import { UserError } from '../errors';

/** Compile a task-id glob (`*`, `?`, `{a,b}` whose alternatives may hold `*` and `?`; several globs separated by commas) to a RegExp. */
export function globToRegExp(glob: string): RegExp {
  const wild = (g: string) => [...g].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : escape(c))).join('');
  const parts = splitTopLevel(glob).map((g) => {
    let re = '';
    for (let i = 0; i < g.length; i++) {
      const c = g[i];
      if (c === '{') {
        const end = g.indexOf('}', i);
        if (end < 0) throw new UserError(`unclosed "{" in --tasks "${glob}"`);
        re += `(?:${g.slice(i + 1, end).split(',').map(wild).join('|')})`;
        i = end;
      } else re += wild(c);
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

/** Ids of the tasks a glob matches (none is not an error: the caller says what an empty match means). */
export function idsMatching<T extends { id: string }>(tasks: T[], glob: string): Set<string> {
  const re = globToRegExp(glob);
  return new Set(tasks.filter((t) => re.test(t.id)).map((t) => t.id));
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
 * One task of every type for each of `n` parts, taken from `sample`: a type's libraries in turn
 * (starting further on for each type, so every part meets every library across the types) and,
 * within a library, the task ranked first by a hash of the seed whose template the type has not
 * used yet (another library's when this one has no unused template left). Its size follows the number of types alone, so a sweep over it stays bounded as tasks
 * grow; the same sample and seed deal the same parts.
 */
export function dealByType<T extends { id: string; canonical_type: string; library: string; template: string }>(sample: T[], n: number, seed: string): T[][] {
  const parts: T[][] = Array.from({ length: n }, () => []);
  const rank = (t: T) => createHash('sha256').update(`${seed}\0${t.id}`).digest('hex');
  const types = [...new Set(sample.map((t) => t.canonical_type))].sort();
  types.forEach((type, typeIndex) => {
    const ofType = sample.filter((t) => t.canonical_type === type).map((t) => [rank(t), t] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, t]) => t);
    const libraries = [...new Set(ofType.map((t) => t.library))].sort();
    const chosen = new Set<string>();
    const templates = new Set<string>();
    for (let i = 0; i < n; i++) {
      const library = libraries[(i + typeIndex) % libraries.length];
      const open = ofType.filter((t) => !chosen.has(t.id));
      const fresh = open.filter((t) => !templates.has(t.template));
      const ofLibrary = (ts: T[]) => ts.find((t) => t.library === library);
      // Until every library has run, the library decides; after that, a template not yet used.
      const pick = i < libraries.length ? ofLibrary(fresh) ?? ofLibrary(open) : fresh[0] ?? ofLibrary(open) ?? open[0];
      if (!pick) break;
      chosen.add(pick.id);
      templates.add(pick.template);
      parts[(i + typeIndex) % n].push(pick);
    }
  });
  return parts.map((p) => p.sort((a, b) => (a.id < b.id ? -1 : 1)));
}

/**
 * `n` items picked by a seed: each ranked by a hash of the seed and its id, the lowest taken, in
 * id order. The same seed picks the same items; a new seed (a suite hash that moved) others.
 */
export function seededPick<T extends { id: string }>(items: T[], n: number, seed: string): T[] {
  const rank = new Map(items.map((t) => [t.id, createHash('sha256').update(`${seed}\0${t.id}`).digest('hex')]));
  return [...items].sort((a, b) => (rank.get(a.id)! < rank.get(b.id)! ? -1 : 1)).slice(0, n).sort((a, b) => (a.id < b.id ? -1 : 1));
}
