import type { Json } from './json';

/**
 * What a task page reports to its verifier: for every instance of the primary component, the
 * committed field values and which commit control (if any) committed them. Field names are defined
 * per canonical type (e.g. `checked`, `value`, `active`).
 */
export interface InstanceState {
  fields: Record<string, Json>;
  /** Name of the commit control that produced `fields`, or null for live (uncommitted) state. */
  commit: string | null;
}

export interface CommittedState {
  instances: Record<string, InstanceState>;
}

/** Instance key used when a task renders a single, unlabelled instance. */
export const SOLE_INSTANCE = 'main';
