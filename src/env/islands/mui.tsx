import core from '../scene/adapters/mui/core';
import type { ScenePieceModule } from '../scene/sceneAdapter';
import { taskIsland } from '../TaskIsland';

/** The island of mui task pages: its lazy-import tables name only mui modules. */
export default taskIsland({
  core,
  // Lazy, so its tables of every type stay off the page (see TaskIsland).
  catalog: () => import('./modules/mui'),
  pieces: import.meta.glob<ScenePieceModule>(['../scene/adapters/mui/*.tsx', '../scene/adapters/mui/clutter/*.tsx', '!../scene/adapters/mui/core.tsx']),
});
