/**
 * Writing, reading and resuming run directories. Lines are appended whole and each carries a
 * checksum; readers verify every line and name the file and line of anything damaged. A reader in
 * `recover` mode (used by --resume) drops a torn final line — the only damage a kill can cause —
 * instead of refusing the run. An episode's observations are appended as one gzip member just
 * before its episode line, which records where the member lies; reopening a run cuts whatever
 * follows the last recorded member (a member torn by a kill, or one whose episode line never came).
 */
import { hash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { z } from 'zod';
import { UserError } from '../errors';
import {
  EpisodeSchema, ManifestSchema, ObservationSchema, StepSchema, type Episode, type Manifest, type ObservationRecord, type Step,
} from './records';

export class RunFormatError extends Error {
  constructor(readonly file: string, readonly line: number | null, detail: string) {
    super(`${path.relative(process.cwd(), file) || file}${line ? `:${line}` : ''}: ${detail}`);
    this.name = 'RunFormatError';
  }
}

export const RUN_FILES = { manifest: 'manifest.json', episodes: 'episodes.jsonl', steps: 'steps.jsonl' } as const;
/** A step's obs_digest: what the agent was shown (its observation record holds the same url and text). */
export const observationDigest = (url: string, text: string) => hash('sha256', `${url}\n${text}`, 'hex').slice(0, 16);

/** Absent until the first episode with observations ends. */
export const OBSERVATIONS_FILE = 'observations.jsonl.gz';

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
    if (existsSync(path.join(dir, RUN_FILES.manifest))) throw new UserError(`${dir} already holds a run: continue it with --resume ${dir}, replace it with --replace, or choose another --out`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, RUN_FILES.episodes), '');
    writeFileSync(path.join(dir, RUN_FILES.steps), '');
    writeManifest(dir, manifest);
    return new RunWriter(dir);
  }

  /**
   * Reopen a run for appending, cutting a torn final line left by a kill, and the observations
   * past the last member an episode line points at.
   */
  static reopen(dir: string): RunWriter {
    for (const f of [RUN_FILES.episodes, RUN_FILES.steps]) {
      const file = path.join(dir, f);
      const text = readFileSync(file, 'utf8');
      if (text.length && !text.endsWith('\n')) truncateSync(file, Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
    }
    const obs = path.join(dir, OBSERVATIONS_FILE);
    if (existsSync(obs)) {
      const end = Math.max(0, ...readLines(path.join(dir, RUN_FILES.episodes), EpisodeSchema, false).map((e) => (e.observations ? e.observations.offset + e.observations.bytes : 0)));
      const size = statSync(obs).size;
      if (size < end) throw new RunFormatError(obs, null, `shorter (${size} bytes) than its episodes say (${end} bytes)`);
      if (size > end) truncateSync(obs, end);
    }
    return new RunWriter(dir);
  }

  /** Append one attempt's observations as a gzip member; returns where it lies, for its episode line. */
  appendObservations(records: ObservationRecord[]): Episode['observations'] {
    if (records.length === 0) return null;
    const file = path.join(this.dir, OBSERVATIONS_FILE);
    const member = gzipSync(records.map((r) => sealLine(ObservationSchema.parse(r))).join(''), { level: 9 });
    const offset = existsSync(file) ? statSync(file).size : 0;
    appendFileSync(file, member);
    return { offset, bytes: member.length };
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

/** The observations of one recorded episode, checked line by line; [] when it recorded none. */
export function readObservations(dir: string, episode: Episode): ObservationRecord[] {
  if (!episode.observations) return [];
  const file = path.join(dir, OBSERVATIONS_FILE);
  if (!existsSync(file)) throw new RunFormatError(file, null, `missing, but episode ${episode.attempt} (${episode.task_id}) has observations`);
  const { offset, bytes } = episode.observations;
  const member = Buffer.alloc(bytes);
  const fd = openSync(file, 'r');
  try {
    if (readSync(fd, member, 0, bytes, offset) !== bytes) throw new RunFormatError(file, null, `ends before the observations of episode ${episode.attempt} (${episode.task_id})`);
  } finally {
    closeSync(fd);
  }
  let text: string;
  try {
    text = gunzipSync(member).toString('utf8');
  } catch (e) {
    throw new RunFormatError(file, null, `the observations of episode ${episode.attempt} (${episode.task_id}) at byte ${offset} do not decompress: ${(e as Error).message}`);
  }
  const where = `observations of ${episode.task_id} (attempt ${episode.attempt})`;
  return text.split('\n').filter((l) => l !== '').map((line, i) => {
    let value: unknown;
    try {
      value = unsealLine(line);
    } catch (e) {
      throw new RunFormatError(file, null, `${where}, line ${i + 1}: ${(e as Error).message}`);
    }
    const r = ObservationSchema.safeParse(value);
    if (!r.success) throw new RunFormatError(file, null, `${where}, line ${i + 1}: ${r.error.issues[0].path.join('.') || 'record'}: ${r.error.issues[0].message}`);
    if (r.data.attempt !== episode.attempt || r.data.task_id !== episode.task_id) throw new RunFormatError(file, null, `${where}, line ${i + 1}: belongs to attempt ${r.data.attempt} of ${r.data.task_id}`);
    return r.data;
  });
}
