/**
 * Writing and reading run directories. Writers append whole lines; readers check every line and
 * name the file and line of anything truncated or malformed.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

export class RunWriter {
  constructor(readonly dir: string) {}

  static create(dir: string, manifest: Manifest): RunWriter {
    if (existsSync(path.join(dir, RUN_FILES.manifest))) throw new Error(`${dir} already holds a run; choose another --out`);
    mkdirSync(dir, { recursive: true });
    const w = new RunWriter(dir);
    w.writeManifest(manifest);
    writeFileSync(path.join(dir, RUN_FILES.episodes), '');
    writeFileSync(path.join(dir, RUN_FILES.steps), '');
    return w;
  }

  writeManifest(m: Manifest): void {
    const file = path.join(this.dir, RUN_FILES.manifest);
    writeFileSync(`${file}.tmp`, `${JSON.stringify(ManifestSchema.parse(m), null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }

  appendStep(s: Step): void {
    appendFileSync(path.join(this.dir, RUN_FILES.steps), `${JSON.stringify(StepSchema.parse(s))}\n`);
  }

  appendEpisode(e: Episode): void {
    appendFileSync(path.join(this.dir, RUN_FILES.episodes), `${JSON.stringify(EpisodeSchema.parse(e))}\n`);
  }
}

export interface RunData {
  dir: string;
  manifest: Manifest;
  episodes: Episode[];
  steps: Step[];
}

function readJsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  if (!existsSync(file)) throw new RunFormatError(file, null, 'missing');
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const out: T[] = [];
  lines.forEach((line, i) => {
    if (line === '' && i === lines.length - 1) return;
    if (line.trim() === '') throw new RunFormatError(file, i + 1, 'empty line');
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new RunFormatError(file, i + 1, i === lines.length - 1 ? 'truncated line (no closing newline and invalid JSON)' : 'invalid JSON');
    }
    const r = schema.safeParse(value);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new RunFormatError(file, i + 1, `${issue.path.join('.') || 'record'}: ${issue.message}`);
    }
    out.push(r.data);
  });
  if (text.length > 0 && !text.endsWith('\n')) throw new RunFormatError(file, lines.length, 'truncated line (no closing newline)');
  return out;
}

export function readRun(dir: string): RunData {
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
  const episodes = readJsonLines(path.join(dir, RUN_FILES.episodes), EpisodeSchema);
  const steps = readJsonLines(path.join(dir, RUN_FILES.steps), StepSchema);
  const seen = new Set<string>();
  episodes.forEach((e, i) => {
    if (seen.has(e.task_id)) throw new RunFormatError(path.join(dir, RUN_FILES.episodes), i + 1, `duplicate episode for ${e.task_id}`);
    seen.add(e.task_id);
  });
  return { dir, manifest: m.data, episodes, steps };
}
