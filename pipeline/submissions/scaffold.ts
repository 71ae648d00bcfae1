/**
 * `cb submission new`: write metadata.yaml from flags, asking for what is missing when a person is
 * at the terminal (never in CI, where a prompt would hang the job).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { formatPath } from '../content/yamlFile';
import { UserError } from '../errors';
import type { Convention } from '../harness/coordinates';
import { modeFlags } from '../harness/modes';
import { MODES, type ModeName } from '../runs/records';
import { MetadataSchema, SUBMISSION_FORMAT_VERSION, submissionName, writeMetadata, type Metadata } from './metadata';

/** Metadata fields that only the submitter knows, as given on the command line. */
export interface MetadataFlags {
  organisation?: string;
  model?: string;
  openWeights?: boolean;
  openHarness?: boolean;
  repository?: string | null;
  commit?: string | null;
  attempts?: string;
  contact?: string;
  notes?: string;
  date?: string;
  taskSetVersion?: string;
}

/** Flag of each metadata field, so a bad value is reported as the flag the user typed. */
const FLAG_OF: Record<string, string> = {
  organisation: '--org', model: '--model', open_weights: '--open-weights', open_harness: '--open-harness', 'agent.repository': '--repo',
  'agent.commit': '--commit', attempts: '--attempts', contact: '--contact', notes: '--notes', date: '--date', 'task_set.version': '--task-set-version',
  mode: '--mode', coordinate_convention: '--convention', max_steps: '--max-steps', harness_version: '--harness-version', 'task_set.name': '--suite',
  'task_set.hash': '--task-set-hash',
};

type RunFacts = Pick<Metadata, 'mode' | 'mode_flags' | 'coordinate_convention' | 'max_steps' | 'harness_version'> & { task_set: { name: string; hash: string } };

/** Assemble and check metadata; a bad or missing value is a UserError naming its flag. */
export function checkedMetadata(o: MetadataFlags, facts: RunFacts): Metadata {
  const candidate = {
    format: 'componentbench-submission', format_version: SUBMISSION_FORMAT_VERSION,
    model: o.model, organisation: o.organisation, open_weights: !!o.openWeights, open_harness: !!o.openHarness,
    agent: { repository: o.repository ?? null, commit: o.commit ?? null },
    mode: facts.mode, mode_flags: facts.mode_flags, coordinate_convention: facts.coordinate_convention, max_steps: facts.max_steps,
    attempts: o.attempts ?? 'pass@1', harness_version: facts.harness_version,
    task_set: { name: facts.task_set.name, version: o.taskSetVersion, hash: facts.task_set.hash },
    date: o.date, contact: o.contact, notes: o.notes ?? '',
  };
  const r = MetadataSchema.safeParse(candidate);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => {
    const field = formatPath(i.path);
    return `${FLAG_OF[field] ?? field} (${field}): ${i.message}`;
  });
  throw new UserError(`metadata is incomplete or wrong: ${issues.join('; ')}`);
}

export interface NewOptions extends MetadataFlags {
  out: string;
  mode: ModeName;
  convention: string;
  maxSteps: number;
  harnessVersion: string;
  suite: string;
  /** The manifest's task_set.hash; default: the hash of every current task of the suite. */
  taskSetHash: string;
  force?: boolean;
}

const ASKED: { key: keyof MetadataFlags; question: string }[] = [
  { key: 'organisation', question: 'Organisation that ran the agent' },
  { key: 'model', question: 'Model (as its vendor names it)' },
  { key: 'contact', question: 'Contact (e-mail address or URL)' },
];

/** Ask for required fields missing from the flags, only when a person can answer. */
export async function askMissing(o: NewOptions, io: { input: NodeJS.ReadableStream & { isTTY?: boolean }; output: NodeJS.WritableStream } = { input: process.stdin, output: process.stdout }): Promise<NewOptions> {
  const missing = ASKED.filter((a) => !o[a.key]);
  const needsRepo = o.openHarness && (!o.repository || !o.commit);
  if (!missing.length && !needsRepo) return o;
  if (!io.input.isTTY) {
    const flags = [...missing.map((a) => FLAG_OF[a.key]), ...(needsRepo ? ['--repo', '--commit'] : [])];
    throw new UserError(`missing ${flags.join(', ')} (run in a terminal to be asked for them)`);
  }
  const rl = createInterface({ input: io.input, output: io.output });
  try {
    const filled: NewOptions = { ...o };
    for (const a of missing) (filled as unknown as Record<string, string>)[a.key] = (await rl.question(`${a.question}: `)).trim();
    if (needsRepo) {
      filled.repository ||= (await rl.question('Agent harness repository URL: ')).trim();
      filled.commit ||= (await rl.question('Agent harness commit: ')).trim();
    }
    return filled;
  } finally {
    rl.close();
  }
}

export function scaffoldMetadata(o: NewOptions): { dir: string; metadata: Metadata } {
  if (!MODES.includes(o.mode)) throw new UserError(`--mode must be one of ${MODES.join(', ')}`);
  // The flags a run in this mode records, so metadata.yaml matches the manifest of a later `cb run`.
  const flags = modeFlags(o.mode, o.convention as Convention);
  const metadata = checkedMetadata({ ...o, date: o.date ?? new Date().toISOString().slice(0, 10) }, {
    mode: o.mode, mode_flags: flags, coordinate_convention: flags.coordinate_convention, max_steps: o.maxSteps,
    harness_version: o.harnessVersion, task_set: { name: o.suite, hash: o.taskSetHash },
  });
  const dir = path.join(path.resolve(o.out), submissionName(metadata));
  if (existsSync(path.join(dir, 'metadata.yaml')) && !o.force) throw new UserError(`${path.join(dir, 'metadata.yaml')} already exists; pass --force to overwrite it`);
  mkdirSync(dir, { recursive: true });
  writeMetadata(dir, metadata);
  return { dir, metadata };
}
