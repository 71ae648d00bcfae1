/**
 * Loading task specs from content/tasks/<type>.yaml: YAML + zod + cross-checks against the
 * ontology and the type's own params schema. Any problem names the file, line and field.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FAMILIES } from '../../src/canonical';
import { FrameSchema } from '../../src/core/frame';
import { referenceSteps, TASK_ID, TaskSpecSchema, type TaskSpec } from '../../src/core/taskSpec';
import { loadOntology } from './ontology';
import { paths } from './paths';
import { ContentError, lineOf, parseWith, readYaml } from './yamlFile';

export function taskFiles(dir = paths.tasks()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(dir, f));
}

export function loadTaskFile(file: string): TaskSpec[] {
  const ontology = loadOntology();
  const src = readYaml(file);
  const type = path.basename(file, '.yaml');
  const specs = parseWith(src, z.array(TaskSpecSchema), src.data ?? []);
  const fail = (i: number, field: (string | number)[], msg: string): never => {
    throw new ContentError(file, lineOf(src, [i, ...field]), [i, ...field].map((f) => (typeof f === 'number' ? `[${f}]` : `.${f}`)).join(''), msg);
  };
  if (!ontology.familyOf.has(type)) throw new ContentError(file, null, '', `"${type}" is not a canonical type of the ontology`);
  const family = FAMILIES[type];
  const templates = new Set(ontology.templates.map((t) => t.id));
  specs.forEach((t, i) => {
    if (t.canonical_type !== type) fail(i, ['canonical_type'], `is "${t.canonical_type}" but the file holds "${type}" tasks`);
    const m = TASK_ID.exec(t.id);
    if (!m || m[1] !== type || m[2] !== t.library) fail(i, ['id'], `"${t.id}" does not match <${type}>-<${t.library}>-T<NN> (C<NN> in Core)`);
    if (!templates.has(t.template)) fail(i, ['template'], `unknown template "${t.template}"`);
    if (t.reference_steps !== referenceSteps(t.reference_solution)) {
      fail(i, ['reference_steps'], `is ${t.reference_steps} but reference_solution takes ${referenceSteps(t.reference_solution)} actions`);
    }
    const folder = new Set((t.files ?? []).map((f) => f.name));
    for (const [key, steps] of [['reference_solution', t.reference_solution], ['pointer_solution', t.pointer_solution ?? []]] as const) {
      steps.forEach((step, k) => {
        if (step.do !== 'upload_file') return;
        const missing = step.files.find((f) => !folder.has(f));
        if (missing !== undefined) fail(i, [key, k, 'files'], `uploads "${missing}", which is not in the task's files`);
      });
    }
    if (family) {
      const { frame, ...own } = t.params;
      for (const [schema, data, base] of [[family.params, own, ['params']], [FrameSchema, frame ?? {}, ['params', 'frame']]] as const) {
        const r = (schema as z.ZodType).safeParse(data);
        if (!r.success) {
          const issue = r.error.issues[0];
          fail(i, [...base, ...(issue.path as (string | number)[])], issue.message);
        }
      }
      if (!family.libraries.includes(t.library)) fail(i, ['library'], `${type} has no ${t.library} renderer`);
    } else {
      fail(i, ['canonical_type'], `no task family is implemented for "${type}"`);
    }
  });
  return specs;
}

/** All task specs, sorted by id; ids must be unique across files. */
export function loadTasks(dir = paths.tasks()): TaskSpec[] {
  const all: TaskSpec[] = [];
  const seen = new Map<string, string>();
  for (const file of taskFiles(dir)) {
    for (const t of loadTaskFile(file)) {
      const prev = seen.get(t.id);
      if (prev) throw new ContentError(file, null, 'id', `duplicate task id "${t.id}" (also in ${path.basename(prev)})`);
      seen.set(t.id, file);
      all.push(t);
    }
  }
  return all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
