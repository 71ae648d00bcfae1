/**
 * Mapping one official spec onto our ontology. Values our ontology names the same way pass
 * unchanged; a known synonym is renamed; a level our ontology lacks is kept as it is. Every value
 * that is not carried over unchanged gets a note saying why, so nothing is altered silently.
 */
import { LIBRARIES, type Ontology } from '../../src/core/ontology';
import type { MappingNote, OfficialTask } from './importedSuite';
import type { OfficialSpec, OfficialSuiteName } from './officialSpec';
import type { HumanReference } from '../human/reference';

/** The release's names for levels our ontology already has under another name. */
const SYNONYMS: Record<string, Record<string, { to: string; reason: string }>> = {
  'difficulty.bucket': { medium: { to: 'mid', reason: 'the release spells the middle bucket both "mid" and "medium"; the paper counts both as mid' } },
  'scene.layout': { dashboard_panel: { to: 'dashboard', reason: 'Core names the dashboard container "dashboard_panel"' } },
};

/** Why a level our ontology lacks is kept as the release has it. */
const EXTRA_LEVELS: Record<string, Record<string, string>> = {
  library: { external: 'implemented with a third-party component because none of antd, MUI and Mantine ships one' },
  template: { replace_code: 'an ad-hoc template variant outside the 24 canonical templates' },
  'scene.theme': { high_contrast: 'a Core-only theme level' },
  'scene.layout': {
    panel_flow: 'a layout used by a single Full task, outside the 8 canonical layouts',
    nested_scroll: 'a Core-only layout level (a scroll region inside a scroll region)',
    inline_surface: 'a Core-only layout level (the component embedded in running content)',
  },
  'scene.placement': { off_center: 'a Core-only placement level (off centre, not in a corner)' },
  'scene.guidance': { none: 'a Core-only guidance level (no guidance beyond the instruction)' },
};

/** Our ontology's levels of each mapped field, worked out once per ontology rather than per spec. */
const levelsMemo = new WeakMap<Ontology, Record<string, readonly string[]>>();
function levelsOf(ontology: Ontology): Record<string, readonly string[]> {
  let levels = levelsMemo.get(ontology);
  if (!levels) {
    levels = {
      library: LIBRARIES,
      template: ontology.templates.map((t) => t.id),
      'difficulty.bucket': ontology.difficulty.buckets,
      ...Object.fromEntries((['theme', 'spacing', 'layout', 'placement', 'scale', 'guidance', 'clutter'] as const).map((f) => [`scene.${f}`, ontology.scene[f]])),
    };
    levelsMemo.set(ontology, levels);
  }
  return levels;
}

export type MapResult = { task: OfficialTask } | { reason: string };

export function mapOfficialSpec(spec: OfficialSpec, raw: unknown, o: {
  suite: OfficialSuiteName; file: string; ontology: Ontology; trace: HumanReference | undefined;
}): MapResult {
  const family = o.ontology.familyOf.get(spec.canonical_type);
  if (!family) return { reason: `canonical type "${spec.canonical_type}" is not one of the ontology's ${o.ontology.familyOf.size} types` };
  const notes: MappingNote[] = [];
  const levels = levelsOf(o.ontology);
  const level = (field: string, value: string): string | null => {
    if (levels[field].includes(value)) return value;
    const syn = SYNONYMS[field]?.[value];
    if (syn) {
      notes.push({ field, value, mapped_to: syn.to, reason: syn.reason });
      return syn.to;
    }
    const extra = EXTRA_LEVELS[field]?.[value];
    if (extra) {
      notes.push({ field, value, mapped_to: null, reason: extra });
      return value;
    }
    return null;
  };
  const sc = spec.scene_context;
  const fields = {
    library: spec.implementation_source, template: spec.task_template, 'difficulty.bucket': spec.difficulty.difficulty_bucket,
    'scene.theme': sc.theme, 'scene.spacing': sc.spacing, 'scene.layout': sc.layout, 'scene.placement': sc.placement,
    'scene.scale': sc.scale, 'scene.guidance': sc.guidance, 'scene.clutter': sc.clutter,
  };
  const mapped: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const m = level(field, value);
    if (m === null) return { reason: `${field} "${value}" is neither a level of our ontology nor a known release level` };
    mapped[field] = m;
  }
  if (spec.secondary_template !== null && !levels.template.includes(spec.secondary_template)) {
    return { reason: `secondary_template "${spec.secondary_template}" is not a template of our ontology` };
  }
  let instances: number;
  if (typeof sc.instances === 'number') instances = sc.instances;
  else {
    const m = /^(\d+)(_plus)?$/.exec(sc.instances);
    if (!m || Number(m[1]) < 1) return { reason: `scene.instances "${sc.instances}" is neither a count nor "<n>_plus"` };
    instances = Number(m[1]);
    notes.push(m[2]
      ? { field: 'scene.instances', value: sc.instances, mapped_to: instances, reason: `Core gives only a lower bound ("${m[1]} or more"); the bound is kept` }
      : { field: 'scene.instances', value: sc.instances, mapped_to: instances, reason: 'the count is written as a string' });
  }
  const trace = o.trace?.status === 'SUCCESS' ? o.trace : undefined;
  if (o.trace && !trace) notes.push({ field: 'reference', value: o.trace.status, mapped_to: null, reason: 'the human trace did not end in success, so it is no reference' });
  const p = spec.success_trigger.canonical_predicate;
  return {
    task: {
      origin: 'official', id: spec.id, suite: o.suite, file: o.file, canonical_type: spec.canonical_type, family,
      library: mapped.library, template: mapped.template, secondary_template: spec.secondary_template, instruction: spec.browsergym_goal,
      scene: {
        theme: mapped['scene.theme'], spacing: mapped['scene.spacing'], layout: mapped['scene.layout'], placement: mapped['scene.placement'],
        scale: mapped['scene.scale'], instances, guidance: mapped['scene.guidance'], clutter: mapped['scene.clutter'],
      },
      difficulty: { bucket: mapped['difficulty.bucket'], tier: spec.difficulty.tier, axes: spec.difficulty.axes_ratings, justification: spec.difficulty.justification },
      predicate: {
        type: p.predicate_type, requires_commit: p.require_confirm, commit_control: p.confirm_control ?? null,
        instance: p.require_correct_instance ? p.target_instance_label_or_id : null,
      },
      reference: trace ? {
        steps: trace.normalized_steps, raw_steps: trace.raw_steps, duration_ms: trace.duration_ms,
        hover_only: trace.hover_only, step_types: trace.step_types,
      } : null,
      notes,
      spec: raw as OfficialTask['spec'],
    },
  };
}
