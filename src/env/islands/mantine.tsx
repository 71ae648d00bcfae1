import core from '../scene/adapters/mantine/core';
import type { ScenePieceModule } from '../scene/sceneAdapter';
import { taskIsland } from '../TaskIsland';

/** The island of mantine task pages: its lazy-import tables name only mantine modules. */
export default taskIsland({
  core,
  // Lazy, so its tables of every type stay off the page (see TaskIsland).
  catalog: () => import('./modules/mantine'),
  pieces: import.meta.glob<ScenePieceModule>(['../scene/adapters/mantine/*.tsx', '../scene/adapters/mantine/clutter/*.tsx', '!../scene/adapters/mantine/core.tsx']),
});
