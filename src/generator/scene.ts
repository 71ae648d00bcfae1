import type { Scene } from '../core/taskSpec';

/** The library-default context every task starts from. */
export const DEFAULT_SCENE: Scene = {
  theme: 'light', spacing: 'comfortable', layout: 'isolated_card', placement: 'center',
  scale: 'default', instances: 1, guidance: 'text', clutter: 'none',
};
