import core from '../scene/adapters/antd/core';
import type { ScenePieceModule } from '../scene/sceneAdapter';
import { taskIsland, type RendererModule } from '../TaskIsland';

/** The island of antd task pages: its lazy-import tables name only antd modules. */
export default taskIsland({
  renderers: import.meta.glob<RendererModule>('../../canonical/*/antd.tsx'),
  core,
  pieces: import.meta.glob<ScenePieceModule>(['../scene/adapters/antd/*.tsx', '../scene/adapters/antd/clutter/*.tsx', '!../scene/adapters/antd/core.tsx']),
});
