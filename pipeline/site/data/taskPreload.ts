/**
 * Build-time: the JS chunks a task page will import, known from its type, library and scene, so
 * the page can hint them with modulepreload and fetch them in parallel with its island rather than
 * one import after another. The client build leaves each source module's chunks in a manifest
 * (astro.config.mjs) just before the pages are rendered, and names it in CB_PRELOAD_MANIFEST.
 */
import { readFileSync } from 'node:fs';
import type { TaskSpec } from '../../../src/core/taskSpec';
import { specScenePieces } from '../../../src/env/scene/pieces';

const manifests = new Map<string, Record<string, string[]>>();

function chunksOf(): Record<string, string[]> | null {
  const file = process.env.CB_PRELOAD_MANIFEST;
  if (!file) return null;
  if (!manifests.has(file)) manifests.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>);
  return manifests.get(file)!;
}

/** Chunk files (relative to the site root) of the task page's island, renderer, model and scene pieces; none in the dev server. */
export function taskPagePreloads(task: TaskSpec): string[] {
  const chunks = chunksOf();
  if (!chunks) return [];
  const { canonical_type: type, library } = task;
  const modules = [
    `src/env/islands/${library}.tsx`,
    `src/canonical/${type}/${library}.tsx`,
    `src/canonical/${type}/model.ts`,
    ...specScenePieces(task).map((p) => `src/env/scene/adapters/${library}/${p}.tsx`),
  ];
  return [...new Set(modules.flatMap((m) => {
    const files = chunks[m];
    if (!files) throw new Error(`the preload manifest has no chunk for ${m} (task ${task.id})`);
    return files;
  }))];
}
