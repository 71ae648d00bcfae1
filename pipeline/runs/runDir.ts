/**
 * Writing, reading and resuming run directories. Lines are appended whole and each carries a
 * checksum; readers verify every line and name the file and line of anything damaged. A reader in
 * `recover` mode (used by --resume) drops a torn final line — the only damage a kill can cause —
 * instead of refusing the run.
 */
import { hash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { EpisodeSchema, ManifestSchema, StepSchema, type Episode, type Manifest, type Step } from './records';

export class RunFormatError extends Error {
  constructor(readonly file: string, readonly line: number | null, detail: string) {
    super(`${path.relative(process.cwd(), file) || file}${line ? `:${line}` : ''}: ${detail}`);
    this.name = 'RunFormatError';
  }
}

export const RUN_FILES = { manifest: 'manifest.json', episodes: 'episodes.jsonl', steps: 'steps.jsonl' } as const;

const CRC_FIELD = ',"crc":"';
const CRC_HEX = /^[0-9a-f]{16}$/;
const crcOf = (body: string) => hash('sha256', body, 'hex').slice(0, 16);

/** One JSONL line: the record's JSON with a checksum of everything before it. */
export function sealLine(record: object): string {
  const json = JSON.stringify(record);
  const body = json.slice(0, -1);
  return `${body},"crc":"${crcOf(body)}"}\n`;
}

export function unsealLine(line: string): unknown {
  // The checksum is the line's last field: `…,"crc":"<16 hex>"}`.
  const at = line.length - CRC_FIELD.length - 18;
  const crc = line.slice(at + CRC_FIELD.length, -2);
  if (at < 1 || !line.startsWith(CRC_FIELD, at) || !line.endsWith('"}') || !CRC_HEX.test(crc)) throw new Error('missing checksum');
  const body = line.slice(0, at);
  if (crcOf(body) !== crc) throw new Error('checksum mismatch (the line was altered or torn)');
  return JSON.parse(`${body}}`);
}

export function writeManifest(dir: string, m: Manifest): void {
  const file = path.join(dir, RUN_FILES.manifest);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(ManifestSchema.parse(m), null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export class RunWriter {
  private constructor(readonly dir: string) {}

  static create(dir: string, manifest: Manifest): RunWriter {
    if (existsSync(path.join(dir, RUN_FILES.manifest))) throw new Error(`${dir} already holds a run; resume it with --resume or choose another --out`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, RUN_FILES.episodes), '');
    writeFileSync(path.join(dir, RUN_FILES.steps), '');
    writeManifest(dir, manifest);
    return new RunWriter(dir);
  }

  /** Reopen a run for appending, cutting a torn final line left by a kill. */
  static reopen(dir: string): RunWriter {
    for (const f of [RUN_FILES.episodes, RUN_FILES.steps]) {
      const file = path.join(dir, f);
      const text = readFileSync(file, 'utf8');
      if (text.length && !text.endsWith('\n')) truncateSync(file, Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
    }
    return new RunWriter(dir);
  }

  appendStep(s: Step): void {
    appendFileSync(path.join(this.dir, RUN_FILES.steps), sealLine(StepSchema.parse(s)));
  }

  appendEpisode(e: Episode): void {
    appendFileSync(path.join(this.dir, RUN_FILES.episodes), sealLine(EpisodeSchema.parse(e)));
  }
}

export interface RunData {
  dir: string;
  manifest: Manifest;
  /**
   * The final episode of every listed task that has one (a retry supersedes the attempt it
   * replaces; episodes of tasks a top-up dropped from the task set are history only).
   */
  episodes: Episode[];
  /** Steps of those episodes' attempts only (steps of attempts killed in flight are dropped). */
  steps: Step[];
  /** Every episode line, superseded ones included. */
  history: Episode[];
}

function readLines<T>(file: string, schema: z.ZodType<T>, recover: boolean): T[] {
  if (!existsSync(file)) throw new RunFormatError(file, null, 'missing');
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const out: T[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const last = i === lines.length - 1;
    if (last && line === '') break;
    if (last && recover) break; // a torn tail: the kill happened mid-write
    let value: unknown;
    try {
      if (/^\s*$/.test(line)) throw new Error('empty line'); // tests without copying the line, unlike trim()
      value = unsealLine(line);
    } catch (e) {
      throw new RunFormatError(file, i + 1, last ? 'truncated line (no closing newline)' : (e as Error).message);
    }
    const r = schema.safeParse(value);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new RunFormatError(file, i + 1, `${issue.path.join('.') || 'record'}: ${issue.message}`);
    }
    out.push(r.data);
  }
  return out;
}

export function readManifest(dir: string): Manifest {
  const mfile = path.join(dir, RUN_FILES.manifest);
  if (!existsSync(mfile)) throw new RunFormatError(mfile, null, 'missing: not a run directory');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(mfile, 'utf8'));
  } catch (e) {
    throw new RunFormatError(mfile, null, `invalid JSON (${(e as Error).message})`);
  }
  const m = ManifestSchema.safeParse(raw);
  if (!m.success) throw new RunFormatError(mfile, null, `${m.error.issues[0].path.join('.')}: ${m.error.issues[0].message}`);
  return m.data;
}

export function readRun(dir: string, opts: { recover?: boolean } = {}): RunData {
  const manifest = readManifest(dir);
  const efile = path.join(dir, RUN_FILES.episodes);
  const history = readLines(efile, EpisodeSchema, !!opts.recover);
  const final = new Map<string, Episode>();
  history.forEach((e, i) => {
    const prev = final.get(e.task_id);
    if (prev && e.retry_of !== prev.attempt) {
      throw new RunFormatError(efile, i + 1, `second episode for ${e.task_id} that does not retry attempt ${prev.attempt}`);
    }
    final.set(e.task_id, e);
  });
  const order = new Map(manifest.task_set.task_ids.map((t, i) => [t, i]));
  const episodes = [...final.values()].filter((e) => order.has(e.task_id)).sort((a, b) => order.get(a.task_id)! - order.get(b.task_id)!);
  const attempts = new Set(episodes.map((e) => e.attempt));
  const steps = readLines(path.join(dir, RUN_FILES.steps), StepSchema, !!opts.recover).filter((s) => attempts.has(s.attempt));
  return { dir, manifest, episodes, steps, history };
}
