import core from '../scene/adapters/mantine/core';
import type { ScenePieceModule } from '../scene/sceneAdapter';
import { taskIsland, type RendererModule } from '../TaskIsland';

/** The island of mantine task pages: its lazy-import tables name only mantine modules. */
export default taskIsland({
  renderers: import.meta.glob<RendererModule>('../../canonical/*/mantine.tsx'),
  core,
  pieces: import.meta.glob<ScenePieceModule>(['../scene/adapters/mantine/*.tsx', '../scene/adapters/mantine/clutter/*.tsx', '!../scene/adapters/mantine/core.tsx']),
});
