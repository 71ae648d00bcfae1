import type { ComponentType, ReactNode } from 'react';
import type { Json } from '../../core/json';
import type { Scene } from '../../core/taskSpec';

/** Props every renderer receives. Renderers read and write state only through `useField`. */
export interface RendererProps<P = Record<string, Json>> {
  params: P;
  scene: Scene;
}
export type Renderer<P = Record<string, Json>> = ComponentType<RendererProps<P>>;

/** The browser-side model of a canonical type: its initial committed fields for given params. */
export interface TypeModel<P = Record<string, Json>> {
  initialFields(params: P): Record<string, Json>;
}

/**
 * What each UI library contributes to the scene: its theming provider and the few library widgets
 * the scene itself draws (instance frames, commit buttons). Renderers never touch scene factors.
 */
export interface SceneAdapter {
  /** Resolves when the library's global styles apply (render waits for it). */
  ready?: Promise<void>;
  Provider: ComponentType<{ scene: Scene; children: ReactNode }>;
  Frame: ComponentType<{ title?: string; titleId: string; children: ReactNode }>;
  CommitButton: ComponentType<{ label: string; onClick(): void }>;
}
