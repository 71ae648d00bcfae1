import core from '../scene/adapters/mui/core';
import type { ScenePieceModule } from '../scene/sceneAdapter';
import { taskIsland, type RendererModule } from '../TaskIsland';

/** The island of mui task pages: its lazy-import tables name only mui modules. */
export default taskIsland({
  renderers: import.meta.glob<RendererModule>('../../canonical/*/mui.tsx'),
  core,
  pieces: import.meta.glob<ScenePieceModule>(['../scene/adapters/mui/*.tsx', '../scene/adapters/mui/clutter/*.tsx', '!../scene/adapters/mui/core.tsx']),
});
