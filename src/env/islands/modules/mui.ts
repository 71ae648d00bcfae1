import type { ModelModule, RendererModule } from '../../TaskIsland';

/** Every mui renderer and every type model, by glob path, as lazy imports. */
export const renderers = import.meta.glob<RendererModule>('../../../canonical/*/mui.tsx');
export const models = import.meta.glob<ModelModule>('../../../canonical/*/model.ts');
