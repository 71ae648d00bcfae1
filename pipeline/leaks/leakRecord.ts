/**
 * The leak record: the outcome of the last scan of every task page, kept with what that page was
 * made of — the task's version, the content of every file the page fetched (its HTML, its spec,
 * every script and stylesheet) and the scanner itself (the snapshot, the settle and the element
 * ids it compares). A page whose key still matches needs no rendering: its report stands, exactly
 * as the bundled runs stand for their tasks' versions. Any rebuilt asset the page loads, a new
 * version of the task or a change to the scanner makes the page scan again.
 *
 * Committed at data/leaks/report.json, so a fresh checkout that builds the same bytes knows every
 * page's report; `npm test` requires it to hold every current task and renders a sample again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SiteFileHashes } from '../site/siteFiles';

const RecordSchema = z.strictObject({
  format: z.literal('componentbench-leak-record'),
  format_version: z.literal(1),
  entries: z.record(z.string(), z.strictObject({
    key: z.string(),
    /** Site paths the page fetched. */
    files: z.array(z.string()),
    problems: z.array(z.string()),
  })),
});
type Entry = z.infer<typeof RecordSchema>['entries'][string];

const here = path.dirname(fileURLToPath(import.meta.url));
/** The sources that decide what a scan sees and compares. */
const SCANNER = [path.join(here, 'scanLeaks.ts'), path.join(here, '..', 'harness', 'settle.ts'), path.join(here, '..', 'harness', 'axtreeObservation.ts')];
let scannerHash: string | undefined;
function scannerVersion(): string {
  return (scannerHash ??= createHash('sha256').update(SCANNER.map((f) => readFileSync(f, 'utf8')).join('\0')).digest('hex'));
}

export class LeakRecord {
  private readonly fileHashes: SiteFileHashes;

  private constructor(readonly file: string, readonly siteDir: string, private readonly entries: Record<string, Entry>) {
    this.fileHashes = new SiteFileHashes(siteDir);
  }

  /** A missing record is an empty one; one that exists but does not parse is an error naming the file. */
  static open(file: string, siteDir: string): LeakRecord {
    let entries: Record<string, Entry> = {};
    if (existsSync(file)) {
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        throw new Error(`${file}: not JSON (${(e as Error).message}); delete it to scan every page again`);
      }
      const r = RecordSchema.safeParse(raw);
      if (!r.success) throw new Error(`${file}: not a leak record: ${r.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).slice(0, 3).join('; ')}`);
      entries = r.data.entries;
    }
    return new LeakRecord(file, siteDir, entries);
  }

  /** `files` sorted and without repeats, as stored. */
  private keyOf(version: string, files: string[]): string {
    return createHash('sha256').update([scannerVersion(), version, ...files.map((f) => `${f} ${this.fileHashes.hashOf(f)}`)].join('\n')).digest('hex');
  }

  /** The recorded problems of a page that has not changed since it was scanned, else null. */
  lookup(taskId: string, version: string): string[] | null {
    const e = this.entries[taskId];
    return e && e.key === this.keyOf(version, e.files) ? e.problems : null;
  }

  record(taskId: string, version: string, files: string[], problems: string[]): void {
    const unique = [...new Set(files)].sort();
    this.entries[taskId] = { key: this.keyOf(version, unique), files: unique, problems };
  }

  /** Forget the pages of tasks that are no longer in the suite. */
  keepOnly(taskIds: Iterable<string>): void {
    const keep = new Set(taskIds);
    for (const id of Object.keys(this.entries)) if (!keep.has(id)) delete this.entries[id];
  }

  save(): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const sorted = Object.fromEntries(Object.entries(this.entries).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify({ format: 'componentbench-leak-record', format_version: 1, entries: sorted }, null, 1)}\n`);
    renameSync(`${this.file}.tmp`, this.file);
  }
}
