import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARIES } from '../../src/core/ontology';
import { scenePieces, SCENE_MODULES, specScenePieces } from '../../src/env/scene/pieces';
import { loadTasks } from '../../pipeline/content/tasks';
import type { Frame } from '../../src/core/frame';

const adapters = path.join(__dirname, '../../src/env/scene/adapters');

describe('scene modules', () => {
  it('every library provides its core and every scene module a page may load', () => {
    const missing = LIBRARIES.flatMap((lib) => ['core', ...SCENE_MODULES].filter((m) => !existsSync(path.join(adapters, lib, `${m}.tsx`))).map((m) => `${lib}/${m}.tsx`));
    expect(missing).toEqual([]);
  });

  it('a page loads one module per kind of clutter it shows, and the suite uses every module', () => {
    const tasks = loadTasks();
    for (const t of tasks) {
      const frame = (t.params.frame ?? {}) as Frame;
      const modules = scenePieces(t.scene, frame);
      expect(modules.filter((m) => m.startsWith('clutter/')).sort(), t.id)
        .toEqual([...new Set((frame.clutter ?? []).map((c) => `clutter/${c.kind}`))].sort());
    }
    // Clutter is spread over the suite's pages: some pages show none, and every kind appears somewhere.
    const kinds = new Set(tasks.flatMap(specScenePieces));
    expect(SCENE_MODULES.filter((m) => !kinds.has(m))).toEqual([]);
  });
});
