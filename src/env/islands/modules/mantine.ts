import type { ModelModule, RendererModule } from '../../TaskIsland';

/** Every mantine renderer and every type model, by glob path, as lazy imports. */
export const renderers = import.meta.glob<RendererModule>('../../../canonical/*/mantine.tsx');
export const models = import.meta.glob<ModelModule>('../../../canonical/*/model.ts');
