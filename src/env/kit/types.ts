import type { ComponentType, ReactNode } from 'react';
import type { ClutterItem } from '../../core/frame';
import type { Json } from '../../core/json';
import type { Scene } from '../../core/taskSpec';
import type { ScenePiece } from '../scene/pieces';
import type { Figure } from './figure';

/** Props every renderer receives. Renderers read and write state only through `useField`. */
export interface RendererProps<P = Record<string, Json>> {
  params: P;
  scene: Scene;
}
export type Renderer<P = Record<string, Json>> = ComponentType<RendererProps<P>>;

/** The browser-side model of a canonical type (pure: also used by the generator). */
export interface TypeModel<P = Record<string, Json>> {
  /** Committed fields of an untouched instance. */
  initialFields(params: P): Record<string, Json>;
  /** The reference picture of a goal, given the goal's field values. */
  figure(goal: Record<string, Json>, params: P): Figure;
}

type C<P> = ComponentType<P>;

/**
 * What each UI library contributes to the scene: theming and density, and the library widgets the
 * scene itself draws (cards, dialogs, drawers, disclosure, tables, header bars, commit buttons,
 * clutter). Layouts are library-neutral and built from these; renderers never touch the scene.
 * Each library's core and each piece (scene/pieces.ts) are separate modules under
 * scene/adapters/<library>/.
 */
export interface SceneAdapter {
  /** Resolves when the library's global styles apply (rendering waits for it). */
  ready?: Promise<void>;
  Provider: C<{ scene: Scene; children: ReactNode }>;
  Card: C<{ title?: string; titleId?: string; children: ReactNode }>;
  Button: C<{ label: string; onClick(): void; primary?: boolean }>;
  /** `wide`: the overlay holds wide frames (a board of columns). */
  Modal: C<{ open: boolean; title: string; onClose(): void; children: ReactNode; footer?: ReactNode; wide?: boolean }>;
  Drawer: C<{ open: boolean; title: string; onClose(): void; children: ReactNode; wide?: boolean }>;
  Disclosure: C<{ label: string; children: ReactNode }>;
  Table: C<{ columns: [string, string]; rows: { key: string; label: string; labelId: string; cell: ReactNode }[] }>;
  HeaderBar: C<{ title: string; children: ReactNode }>;
  /** One filler widget, whatever its kind (each kind is a module of its own, clutter/<kind>.tsx). */
  Clutter: ClutterPiece;
  /** Secondary text colour for static filler (stat tiles, navigation, paragraphs). */
  Muted: C<{ children: ReactNode }>;
}

/** A library's widget for clutter items of one kind. */
export type ClutterPiece = C<{ item: ClutterItem }>;

/** The members every scene draws: one module per library, the pieces load beside it when needed. */
export type SceneCore = Omit<SceneAdapter, ScenePiece | 'Clutter'>;
