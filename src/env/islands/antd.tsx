import core from '../scene/adapters/antd/core';
import type { ScenePieceModule } from '../scene/sceneAdapter';
import { taskIsland } from '../TaskIsland';

/** The island of antd task pages: its lazy-import tables name only antd modules. */
export default taskIsland({
  core,
  // Lazy, so its tables of every type stay off the page (see TaskIsland).
  catalog: () => import('./modules/antd'),
  pieces: import.meta.glob<ScenePieceModule>(['../scene/adapters/antd/*.tsx', '../scene/adapters/antd/clutter/*.tsx', '!../scene/adapters/antd/core.tsx']),
});
