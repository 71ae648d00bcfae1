/**
 * The official ComponentBench release as it is laid out on disk: task specs (tasks_v1 = Full,
 * tasks_v2 = Core, one YAML list per canonical type or group) and the cleaned human reference
 * traces (one JSON line per task). Every field the release uses is named here, so a field this
 * importer does not know is reported instead of being carried along unread.
 */
import { z } from 'zod';
import { AXES, type Axis, JsonSchema } from '../../src/core/taskSpec';

const text = z.string();
const rating = z.number().int().min(1).max(5);

export const OfficialPredicateSchema = z.looseObject({
  predicate_type: z.string().min(1),
  target_state: JsonSchema,
  tolerance: JsonSchema,
  require_confirm: z.boolean(),
  confirm_control: JsonSchema,
  require_correct_instance: z.boolean(),
  target_instance_label_or_id: z.string().nullable(),
  terminal_condition: z.union([z.string(), z.boolean()]),
});

export const OfficialSpecSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*-[a-z]+(-v2)?-T\d+$/, 'task id must look like <type>-<source>[-v2]-T<NN>'),
  name: text,
  canonical_type: z.string().min(1),
  implementation_source: z.string().min(1),
  implementation_variant: z.string().nullable(),
  implementation_component: text,
  task_template: z.string().min(1),
  secondary_template: z.string().nullable(),
  browsergym_goal: z.string().min(1),
  ui_copy: text,
  setup_description: text,
  scene_context: z.strictObject({
    theme: z.string(), spacing: z.string(), layout: z.string(), placement: z.string(), scale: z.string(),
    instances: z.union([z.number().int().min(1), z.string()]), guidance: z.string(), clutter: z.string(),
  }),
  /** Core (v2) only: how the component is embedded and committed. */
  component_context: z.strictObject({
    overlay_model: z.string(), internal_scroll_region: z.boolean(), confirmation_model: z.string(),
    precision_surface: z.string(), secondary_supporting_primitive: z.string(),
  }).optional(),
  /** Core (v2) only: which scene factors the task was designed to stress, and why. */
  design_intent: z.strictObject({ active_factors: z.array(z.string()), factor_rationale: text }).optional(),
  difficulty: z.strictObject({
    difficulty_bucket: z.string(),
    tier: z.enum(['L0', 'L1', 'L2', 'L3']),
    axes_ratings: z.strictObject(Object.fromEntries(AXES.map((a) => [a, rating])) as Record<Axis, typeof rating>),
    justification: text,
  }),
  success_trigger: z.strictObject({ human_readable: z.union([text, z.array(text)]), canonical_predicate: OfficialPredicateSchema }),
  negative_cases: z.array(text),
  expected_interaction_path: z.union([text, z.array(text)]),
  notes: z.union([text, z.array(text)]).nullable().optional(),
});
export type OfficialSpec = z.infer<typeof OfficialSpecSchema>;

/** The release's two task sets and where each sits in its folder. */
export const OFFICIAL_SUITES = [
  { suite: 'official-full', specs: 'tasks_v1', traces: 'human_traces/v1_reference.jsonl', taskUrlQuery: '' },
  { suite: 'official-core', specs: 'tasks_v2', traces: 'human_traces/v2_reference.jsonl', taskUrlQuery: '&bench=v2' },
] as const;
export type OfficialSuiteName = (typeof OFFICIAL_SUITES)[number]['suite'];
export const OFFICIAL_SUITE_NAMES: readonly string[] = OFFICIAL_SUITES.map((s) => s.suite);
