/**
 * Build-time: the JS chunks a task page will import, known from its type, library and scene, so
 * the page can hint them with modulepreload and fetch them in parallel with its island rather than
 * one import after another, and the entry chunks of its renderer and model, which the page hands
 * its island to import. The client build leaves each source module's chunks in a manifest
 * (astro.config.mjs) just before the pages are rendered, and names it in CB_PRELOAD_MANIFEST.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { TaskSpec } from '../../../src/core/taskSpec';
import { specScenePieces } from '../../../src/env/scene/pieces';

const Manifest = z.object({ chunks: z.record(z.string(), z.array(z.string())), entries: z.record(z.string(), z.string()) });
type Manifest = z.infer<typeof Manifest>;

const manifests = new Map<string, Manifest>();

function manifest(): Manifest | null {
  const file = process.env.CB_PRELOAD_MANIFEST;
  if (!file) return null;
  if (!manifests.has(file)) manifests.set(file, Manifest.parse(JSON.parse(readFileSync(file, 'utf8'))));
  return manifests.get(file)!;
}

const sources = (task: TaskSpec) => ({
  renderer: `src/canonical/${task.canonical_type}/${task.library}.tsx`,
  model: `src/canonical/${task.canonical_type}/model.ts`,
});

/** Chunk files (relative to the site root) of the task page's island, renderer, model and scene pieces; none in the dev server. */
export function taskPagePreloads(task: TaskSpec): string[] {
  const m = manifest();
  if (!m) return [];
  const { renderer, model } = sources(task);
  const modules = [
    `src/env/islands/${task.library}.tsx`,
    renderer,
    model,
    ...specScenePieces(task).map((p) => `src/env/scene/adapters/${task.library}/${p}.tsx`),
  ];
  return [...new Set(modules.flatMap((mod) => {
    const files = m.chunks[mod];
    if (!files) throw new Error(`the preload manifest has no chunk for ${mod} (task ${task.id})`);
    return files;
  }))];
}

/**
 * The files (relative to the site root) the task page's island imports its renderer and model from;
 * none in the dev server, where the island finds them in its library's catalog.
 */
export function taskPageModules(task: TaskSpec): { renderer: string; model: string } | Record<string, never> {
  const m = manifest();
  if (!m) return {};
  const src = sources(task);
  const entry = (mod: string) => {
    const file = m.entries[mod];
    if (!file) {
      throw new Error(`the preload manifest has no chunk of ${mod}'s own (task ${task.id}): a module made only of re-exports is `
        + 'merged into the module it re-exports; give it a binding of its own (export const model = …)');
    }
    return file;
  };
  return { renderer: entry(src.renderer), model: entry(src.model) };
}
