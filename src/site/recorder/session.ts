/**
 * A recording session: a shard of a suite's tasks, two attempts at each (cold, then warm), kept in
 * IndexedDB after every attempt so a reload resumes where it stopped, and exported as the
 * recorder's JSON lines (pipeline/human/events.ts) for `cb human clean`.
 */
import type { HumanAttempt } from '../../../pipeline/human/events';

export interface RecorderTask {
  id: string;
  version: string;
  goal: string;
  type: string;
  library: string;
}

export interface Shard {
  /** 1-based, as `cb run --shard i/n`. */
  index: number;
  count: number;
}

export const FORMAT: HumanAttempt['format'] = 'componentbench-human-events';
const DB = 'componentbench-recorder';

/** The shard's tasks: every count-th task of the suite in id order, as `cb run --shard` deals them. */
export function shardTasks(tasks: readonly RecorderTask[], s: Shard): RecorderTask[] {
  return [...tasks].sort((a, b) => (a.id < b.id ? -1 : 1)).filter((_, i) => i % s.count === s.index - 1);
}

/** The next task and pass without an attempt, or null when the shard is done. */
export function nextUp(tasks: readonly RecorderTask[], done: ReadonlySet<string>): { task: RecorderTask; pass: 1 | 2 } | null {
  for (const task of tasks) {
    for (const pass of [1, 2] as const) if (!done.has(attemptKey(task.id, pass))) return { task, pass };
  }
  return null;
}

export const attemptKey = (taskId: string, pass: 1 | 2) => `${taskId}#${pass}`;

/** The export: one JSON line per attempt, in the shard's task order. */
export function exportLines(tasks: readonly RecorderTask[], attempts: readonly HumanAttempt[]): string {
  const order = new Map(tasks.map((t, i) => [t.id, i]));
  return [...attempts]
    .filter((a) => order.has(a.task_id))
    .sort((a, b) => order.get(a.task_id)! - order.get(b.task_id)! || a.pass - b.pass)
    .map((a) => `${JSON.stringify(a)}\n`).join('');
}

interface Saved {
  suite: string;
  shard: Shard;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('attempts', { keyPath: 'key' });
      req.result.createObjectStore('session');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function run<T>(db: IDBDatabase, store: string, mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = f(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error);
  });
}

/** Progress kept in the browser: the chosen shard and every attempt recorded so far. */
export class RecorderStore {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(): Promise<RecorderStore> {
    return new RecorderStore(await open());
  }

  session(): Promise<Saved | undefined> {
    return run(this.db, 'session', 'readonly', (s) => s.get('current') as IDBRequest<Saved | undefined>);
  }

  async start(session: Saved): Promise<void> {
    await run(this.db, 'session', 'readwrite', (s) => s.put(session, 'current'));
  }

  async attempts(suite: string): Promise<HumanAttempt[]> {
    const all = await run(this.db, 'attempts', 'readonly', (s) => s.getAll() as IDBRequest<(HumanAttempt & { key: string })[]>);
    return all.filter((a) => a.suite === suite).map(({ key: _, ...a }) => a);
  }

  async save(a: HumanAttempt): Promise<void> {
    await run(this.db, 'attempts', 'readwrite', (s) => s.put({ ...a, key: `${a.suite}/${attemptKey(a.task_id, a.pass)}` }));
  }

  /** Forget every attempt and the session (after an export). */
  async clear(): Promise<void> {
    await run(this.db, 'attempts', 'readwrite', (s) => s.clear());
    await run(this.db, 'session', 'readwrite', (s) => s.clear());
  }
}
