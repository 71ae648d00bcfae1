/**
 * Which scene adapter modules a page's scene draws besides the core (provider, card, button, muted
 * text): the pieces its layout and frame need, and one module per kind of clutter it shows. Each is
 * a lazily loaded module of its own per library (adapters/<library>/<module>.tsx), so a page
 * fetches the library widgets of its own scene only. Pure: the island, the page's preload hints
 * and the page-weight measurement all use it.
 */
import { CLUTTER_KINDS, type ClutterKind } from '../../core/clutterKinds';
import type { Frame } from '../../core/frame';
import type { Scene } from '../../core/taskSpec';

export const SCENE_PIECES = ['Modal', 'Drawer', 'Disclosure', 'Table', 'HeaderBar'] as const;
export type ScenePiece = (typeof SCENE_PIECES)[number];
/** A scene module's path under adapters/<library>/, without the extension. */
export type SceneModule = ScenePiece | `clutter/${ClutterKind}`;

export function scenePieces(scene: Scene, frame: Frame): SceneModule[] {
  const need: Record<ScenePiece, boolean> = {
    // The confirmation dialog of a commit control is a modal too.
    Modal: scene.layout === 'modal_flow' || !!frame.confirm,
    Drawer: scene.layout === 'drawer_flow',
    Disclosure: !!frame.disclosure,
    Table: scene.layout === 'table_cell',
    HeaderBar: scene.layout === 'toolbar_header',
  };
  const kinds = new Set((frame.clutter ?? []).map((c) => c.kind));
  return [...SCENE_PIECES.filter((p) => need[p]), ...CLUTTER_KINDS.filter((k) => kinds.has(k)).map((k) => `clutter/${k}` as const)];
}

/** The scene modules of a task's page, from its spec (the frame lives in its params). */
export function specScenePieces(spec: { scene: Scene; params: Record<string, unknown> }): SceneModule[] {
  return scenePieces(spec.scene, (spec.params.frame ?? {}) as Frame);
}

/** Every scene module a library must provide. */
export const SCENE_MODULES: SceneModule[] = [...SCENE_PIECES, ...CLUTTER_KINDS.map((k) => `clutter/${k}` as const)];
