/**
 * The 24 realized-difficulty features and the one place that says which axes each feeds. Features
 * 1–16 are measured in the live page during a replay, 17–24 come from type metadata and the task
 * spec. `harder` says which end of a feature's range makes a task harder, so normalisation can
 * turn every feature into "0 = easiest in the suite, 1 = hardest".
 */
import { createHash } from 'node:crypto';
import { AXES, type Axis } from '../../src/core/taskSpec';

export const FEATURE_IDS = [
  'target_size', 'target_spacing', 'fitts_id', 'interactable_density', 'option_count', 'overlay_depth',
  'step_burden', 'scroll_depth', 'feedback_persistence', 'reset_cost', 'visible_state_fraction',
  'aria_richness', 'contrast_ratio', 'clutter', 'placement_offset', 'instance_count',
  'control_continuity', 'state_dimensionality', 'granularity', 'tolerance', 'feedback_modality',
  'confirmation_requirement', 'scroll_region_depth', 'precision_surface',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export type FeatureSource = 'dom' | 'metadata';

export interface FeatureDef {
  id: FeatureId;
  /** Number in the paper's list (1–24). */
  n: number;
  source: FeatureSource;
  /** Which end makes the task harder. */
  harder: 'higher' | 'lower';
  axes: readonly Axis[];
  unit: string;
  summary: string;
}

const f = (n: number, id: FeatureId, source: FeatureSource, harder: 'higher' | 'lower', axes: Axis[], unit: string, summary: string): FeatureDef =>
  ({ id, n, source, harder, axes, unit, summary });

/** Unit weights throughout: an axis score is the plain mean of its normalised features. */
export const FEATURES: readonly FeatureDef[] = [
  f(1, 'target_size', 'dom', 'lower', ['precision_requirement', 'target_acquisition'], 'px', 'Smallest side of the smallest box the reference points at.'),
  f(2, 'target_spacing', 'dom', 'lower', ['target_acquisition', 'density_choice_interference'], 'px', 'Smallest edge gap between a reference target and another interactable (saturates at 200 px).'),
  f(3, 'fitts_id', 'dom', 'higher', ['target_acquisition'], 'bits', 'Largest Fitts index of difficulty log2(D/W+1) over the pointer movements of the reference.'),
  f(4, 'interactable_density', 'dom', 'higher', ['density_choice_interference'], 'per 100k px²', 'Most reachable interactables in the viewport at once, per 100,000 px² of viewport.'),
  f(5, 'option_count', 'dom', 'higher', ['density_choice_interference', 'disambiguation_load'], 'count', 'Most same-kind siblings competing with a target in its group, popup or frame.'),
  f(6, 'overlay_depth', 'dom', 'higher', ['depth_layering'], 'layers', 'Most floating layers (dialogs, drawers, popups) stacked up to a target.'),
  f(7, 'step_burden', 'dom', 'higher', ['depth_layering'], 'actions', 'Actions the reference solution takes when replayed.'),
  f(8, 'scroll_depth', 'dom', 'higher', ['target_acquisition', 'depth_layering'], 'px', 'Largest total scroll offset (page and inner regions) reached during the replay; 0 when no scrolling was needed.'),
  f(9, 'feedback_persistence', 'dom', 'lower', ['feedback_dynamics'], 'share', 'Mean share of each action\'s visible change that is still there after a hold without input.'),
  f(10, 'reset_cost', 'dom', 'higher', ['feedback_dynamics'], 'actions', 'Actions that changed the verifier-visible state (each would need undoing after a wrong move).'),
  f(11, 'visible_state_fraction', 'dom', 'lower', ['semantic_observability'], 'share', 'Share of the instance\'s state fields readable from text, values or ARIA states (start and end).'),
  f(12, 'aria_richness', 'dom', 'lower', ['semantic_observability'], 'score 0–1', 'Mean over targets of: meaningful role, accessible name, exposed state for stateful roles.'),
  f(13, 'contrast_ratio', 'dom', 'lower', ['target_acquisition'], 'ratio', 'Lowest WCAG contrast of a target\'s foreground against its backdrop.'),
  f(14, 'clutter', 'dom', 'higher', ['density_choice_interference', 'disambiguation_load'], 'count', 'Most reachable interactables in the viewport outside the instance frames and the component\'s popups.'),
  f(15, 'placement_offset', 'dom', 'higher', ['target_acquisition'], 'px', 'Distance from the viewport centre to the centre of the first targeted instance frame.'),
  f(16, 'instance_count', 'dom', 'higher', ['disambiguation_load'], 'count', 'Most instance frames rendered at once.'),
  f(17, 'control_continuity', 'metadata', 'higher', ['precision_requirement'], 'ordinal', 'Discrete (0), stepped (0.5) or continuous (1) control, from type metadata.'),
  f(18, 'state_dimensionality', 'metadata', 'higher', ['depth_layering'], 'components', 'Scalar components the goal state fixes, from the predicate.'),
  f(19, 'granularity', 'metadata', 'higher', ['precision_requirement'], 'bits', 'log2 of the distinct values the control offers on its goal dimension.'),
  f(20, 'tolerance', 'metadata', 'lower', ['precision_requirement'], 'share', 'Share of the value space the predicate accepts.'),
  f(21, 'feedback_modality', 'metadata', 'higher', ['feedback_dynamics', 'semantic_observability'], 'ordinal', 'Text (0), state glyph (1), position (2) or transient (3) feedback, from type metadata.'),
  f(22, 'confirmation_requirement', 'metadata', 'higher', ['feedback_dynamics', 'depth_layering'], 'ordinal', 'Live state (0), commit control (1), commit through a confirmation dialog (2).'),
  f(23, 'scroll_region_depth', 'metadata', 'higher', ['depth_layering'], 'regions', 'Scroll regions between the viewport and the goal: page filler plus the type\'s inner scroll regions.'),
  f(24, 'precision_surface', 'metadata', 'higher', ['precision_requirement'], 'ordinal', 'Point (0), text caret (1), 1-D track (2) or 2-D surface (3), from type metadata.'),
];

export const FEATURE_BY_ID: ReadonlyMap<FeatureId, FeatureDef> = new Map(FEATURES.map((d) => [d.id, d]));

/** Features 17–24, read from type metadata and the task spec rather than the page. */
export const METADATA_FEATURE_IDS = [
  'control_continuity', 'state_dimensionality', 'granularity', 'tolerance', 'feedback_modality',
  'confirmation_requirement', 'scroll_region_depth', 'precision_surface',
] as const satisfies readonly FeatureId[];
export type MetadataFeatureId = (typeof METADATA_FEATURE_IDS)[number];
export type DomFeatureId = Exclude<FeatureId, MetadataFeatureId>;

/** Features feeding each axis, in catalog order. */
export function featuresOfAxis(axis: Axis): FeatureId[] {
  return FEATURES.filter((d) => d.axes.includes(axis)).map((d) => d.id);
}

/**
 * Identity of the catalog's meaning (ids, directions, axes). Frozen cutpoints record it, so
 * cutpoints derived under one mapping are never applied under another.
 */
export function catalogHash(): string {
  const meaning = FEATURES.map((d) => [d.id, d.harder, [...d.axes]]);
  return createHash('sha256').update(JSON.stringify({ axes: AXES, features: meaning })).digest('hex').slice(0, 16);
}

export type FeatureVector = Record<FeatureId, number | null>;
