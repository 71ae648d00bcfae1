/**
 * `cb import-official --from <dir>`: read an official ComponentBench release folder (tasks_v1/,
 * tasks_v2/, human_traces/) into data/official/ as the suites official-full and official-core.
 * The release stays where its owner keeps it; only the mapped records are written here, and both
 * suites appear together or not at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadOntology } from '../content/ontology';
import { swapInDir } from '../content/swapDir';
import { projectRoot } from '../content/paths';
import { ContentError, formatPath, lineOf, readYaml } from '../content/yamlFile';
import { UserError } from '../errors';
import { ImportedSuiteSchema, officialDir, type ImportedSuite, type OfficialTask } from './importedSuite';
import { mapOfficialSpec } from './mapOfficial';
import { OFFICIAL_SUITES, OfficialSpecSchema } from './officialSpec';
import { readHumanReferences } from '../human/reference';

export function readOfficialSuite(from: string, which: (typeof OFFICIAL_SUITES)[number]): ImportedSuite {
  const specDir = path.join(from, which.specs);
  const traceFile = path.join(from, which.traces);
  for (const p of [specDir, traceFile]) if (!existsSync(p)) throw new UserError(`${p} does not exist: --from must be an official release folder holding ${which.specs}/ and ${which.traces}`);
  const ontology = loadOntology();
  const digest = createHash('sha256');
  const traceText = readFileSync(traceFile);
  const traces = readHumanReferences(traceFile);
  const tasks: OfficialTask[] = [];
  const unmapped: ImportedSuite['unmapped'] = [];
  const seen = new Map<string, string>();
  for (const name of readdirSync(specDir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const file = path.join(specDir, name);
    const rel = path.join(which.specs, name);
    const src = readYaml(file);
    digest.update(`${rel}\n`).update(src.text);
    if (!Array.isArray(src.data)) throw new ContentError(file, 1, '', 'an official spec file holds a YAML list of task specs');
    src.data.forEach((raw, i) => {
      const id = raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : null;
      const r = OfficialSpecSchema.safeParse(raw);
      if (!r.success) {
        const issue = r.error.issues[0];
        const at = [i, ...(issue.path as (string | number)[])];
        unmapped.push({ id, file: rel, reason: `line ${lineOf(src, at) ?? '?'}: ${formatPath(issue.path) || '(spec)'}: ${issue.message}` });
        return;
      }
      if (seen.has(r.data.id)) {
        unmapped.push({ id, file: rel, reason: `id also used in ${seen.get(r.data.id)}; the first one was kept` });
        return;
      }
      seen.set(r.data.id, rel);
      const m = mapOfficialSpec(r.data, raw, { suite: which.suite, file: rel, ontology, trace: traces.get(r.data.id) });
      if ('reason' in m) unmapped.push({ id, file: rel, reason: m.reason });
      else tasks.push(m.task);
    });
  }
  digest.update(`${which.traces}\n`).update(traceText);
  tasks.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    format: 'componentbench-official-import', format_version: 1, suite: which.suite, source_digest: digest.digest('hex'),
    tasks, unmapped, unmatched_traces: [...traces.keys()].filter((id) => !seen.has(id)).sort(),
  };
}

/** Import both suites and write them atomically into data/official/. */
export function importOfficial(from: string, root = projectRoot()): ImportedSuite[] {
  const dir = path.resolve(from);
  if (!existsSync(dir)) throw new UserError(`--from ${from}: no such folder`);
  const suites = OFFICIAL_SUITES.map((w) => readOfficialSuite(dir, w));
  // Written beside, checked, then swapped in whole: a failure leaves the previous import as it was.
  const out = officialDir(root);
  const scratch = `${out}.tmp-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    for (const s of suites) {
      const text = `${JSON.stringify(ImportedSuiteSchema.parse(s))}\n`;
      writeFileSync(path.join(scratch, `${s.suite}.json`), text);
    }
    swapInDir(scratch, out, `${out}.old-${process.pid}`);
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return suites;
}

/** The import's summary: counts, traces joined, every unmapped spec with its reason, notes by kind. */
export function importSummary(suites: ImportedSuite[]): string {
  const lines: string[] = [];
  for (const s of suites) {
    const joined = s.tasks.filter((t) => t.reference).length;
    lines.push(`${s.suite}: ${s.tasks.length} tasks imported, ${joined} with a human reference trace, ${s.unmapped.length} not imported, ${s.unmatched_traces.length} traces without a task`);
    for (const u of s.unmapped) lines.push(`  not imported ${u.id ?? '(no id)'} (${u.file}): ${u.reason}`);
    for (const id of s.unmatched_traces.slice(0, 10)) lines.push(`  trace without a task: ${id}`);
    const kinds = new Map<string, number>();
    for (const t of s.tasks) for (const n of t.notes) {
      const key = `${n.field} "${String(n.value)}" → ${n.mapped_to === null ? 'kept as it is' : `"${String(n.mapped_to)}"`}: ${n.reason}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    for (const [k, n] of [...kinds].sort()) lines.push(`  ${String(n).padStart(4)} × ${k}`);
  }
  return lines.join('\n');
}
