/**
 * What the leak scan already knows: a task's report is reused while nothing that page is made of
 * has changed — the task's version and the content of every file the page fetched when it was
 * scanned (its HTML, its spec, every script and stylesheet). Any rebuilt asset the page loads, or a
 * new version of the task, makes the page scan again. Kept in data/pipeline-cache (not committed).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const CacheSchema = z.strictObject({
  format: z.literal('componentbench-leak-cache'),
  format_version: z.literal(1),
  entries: z.record(z.string(), z.strictObject({
    key: z.string(),
    /** Site paths the page fetched. */
    files: z.array(z.string()),
    problems: z.array(z.string()),
  })),
});
type Entry = z.infer<typeof CacheSchema>['entries'][string];

export class LeakCache {
  private readonly fileHashes = new Map<string, string>();

  private constructor(readonly file: string, readonly siteDir: string, private readonly entries: Record<string, Entry>) {}

  /** A missing or unreadable cache is an empty one: it only ever saves work. */
  static open(file: string, siteDir: string): LeakCache {
    let entries: Record<string, Entry> = {};
    if (existsSync(file)) {
      const r = CacheSchema.safeParse((() => { try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; } })());
      if (r.success) entries = r.data.entries;
    }
    return new LeakCache(file, siteDir, entries);
  }

  /** The file of the built site behind a fetched site path (`/task/x` is `task/x/index.html`). */
  private fileOf(sitePath: string): string {
    const p = decodeURIComponent(sitePath.split(/[?#]/)[0]);
    return path.join(this.siteDir, path.extname(p) ? p : path.join(p, 'index.html'));
  }

  private hashOf(sitePath: string): string {
    let h = this.fileHashes.get(sitePath);
    if (h === undefined) {
      const f = this.fileOf(sitePath);
      h = existsSync(f) ? createHash('sha256').update(readFileSync(f)).digest('hex') : 'missing';
      this.fileHashes.set(sitePath, h);
    }
    return h;
  }

  private keyOf(version: string, files: string[]): string {
    return createHash('sha256').update([version, ...[...files].sort().map((f) => `${f} ${this.hashOf(f)}`)].join('\n')).digest('hex');
  }

  /** The stored problems of a page that has not changed since it was scanned, else null. */
  lookup(taskId: string, version: string): string[] | null {
    const e = this.entries[taskId];
    return e && e.key === this.keyOf(version, e.files) ? e.problems : null;
  }

  record(taskId: string, version: string, files: string[], problems: string[]): void {
    this.entries[taskId] = { key: this.keyOf(version, files), files: [...new Set(files)].sort(), problems };
  }

  save(): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const sorted = Object.fromEntries(Object.entries(this.entries).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify({ format: 'componentbench-leak-cache', format_version: 1, entries: sorted })}\n`);
    renameSync(`${this.file}.tmp`, this.file);
  }
}
