/** Resolving semantic targets (role + accessible name, optionally within an ancestor) to element ids. */
import type { Target } from '../../src/core/taskSpec';
import type { AxNode, AxTree } from '../harness/axtreeObservation';

/** A name as a reader compares it: spacing and case aside, zero-width characters (MUI puts one before a button's start icon) read as nothing. */
export const norm = (s: string) => s.replace(/[\u200b-\u200d\u2060\ufeff]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Role and name; an element whose accessible name is empty is named by the text it holds, as a reader would. */
function matches(n: AxNode, t: Target, anyName = false): boolean {
  return n.backendId !== null && n.role.toLowerCase() === t.role.toLowerCase() && (anyName || norm(n.name || n.text) === norm(t.name));
}

/**
 * Backend DOM nodes of shown nodes matching the target (of its role, whatever their name, with
 * `anyName`), in document order. Names compare case-insensitively: libraries such as MUI upper-case labels with CSS, which changes the
 * accessible name but not what a reader understands.
 */
export function findTargets(tree: AxTree, t: Target, anyName = false): number[] {
  const scopes = t.within ? new Set(findTargets(tree, t.within)) : null;
  const all = tree.nodes
    .filter((n) => n.shown && matches(n, t, anyName) && (!scopes || n.ancestors.some((a) => scopes.has(a))))
    .map((n) => n.backendId as number);
  return t.nth === undefined ? all : all.slice(t.nth, t.nth + 1);
}

export function describeTarget(t: Target): string {
  return `${t.nth !== undefined ? `match #${t.nth + 1} of ` : ''}${t.role} "${t.name}"${t.within ? ` within ${describeTarget(t.within)}` : ''}`;
}
