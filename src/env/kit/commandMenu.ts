/** What the command menus (context menus, nested menus) share: their items and the command chosen. */
import { useFields } from './field';
import type { TypeModel } from './types';

/** A menu item: a command, or with `children` a submenu of commands. */
export interface CommandItem {
  label: string;
  children?: string[];
}

/** The state of a command menu: the subject it was opened on (context menus) and the path chosen. */
export function useCommand(): [{ subject: string | null; path: string[] }, (path: string[], subject?: string) => void] {
  const [fields, set] = useFields<{ subject: string | null; path: string[] }>();
  return [fields, (path, subject) => set(subject === undefined ? { path } : { path, subject })];
}

/**
 * Where a menu opened at the pointer goes, in the page's CSS pixels: down from the pointer in the
 * upper half of the view, up from it in the lower half. The scene's scale zooms the whole page (CSS
 * zoom on the root); event coordinates come in zoomed pixels, and a library that fits its popup to
 * the window (MUI's Popover) measures the window unzoomed, so the placement is decided here.
 */
export function pointerPlacement(e: { clientX: number; clientY: number }): { top: number; left: number; up: boolean } {
  const zoom = Number.parseFloat(getComputedStyle(document.documentElement).zoom) || 1;
  return { top: e.clientY / zoom, left: e.clientX / zoom, up: e.clientY > window.innerHeight / 2 };
}

/** State of a menu whose commands have no subject: `path`, the last command's path (empty before any). */
export function commandPathModel<P>(): TypeModel<P> {
  return {
    initialFields: () => ({ path: [] }),
    figure: (goal) => ({ kind: 'text', text: ((goal.path as string[]) ?? []).join(' › ') }),
  };
}
