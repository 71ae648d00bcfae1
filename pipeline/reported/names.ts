/**
 * The one place that turns the paper's printed labels (models, modes, families, canonical types,
 * tiers, failure categories, scene levels) into the project's stable ids, and ids back into display
 * names. An unknown label throws: a transcription never silently invents a new id.
 */
import type { Ontology } from '../../src/core/ontology';
import type { ModeName, RunMode } from '../runs/records';

/** Model id → display name. */
export const MODELS = {
  'gemini-3-flash': 'Gemini 3 Flash',
  'gemini-3.1-flash-lite': 'Gemini 3.1 Flash-Lite',
  'gpt-5.4': 'GPT-5.4',
  'gpt-5.4-mini': 'GPT-5.4 mini',
  'gpt-5-mini': 'GPT-5 mini',
  'qwen3-vl-235b': 'Qwen3-VL-235B',
  'ui-tars-1.5-7b': 'UI-TARS-1.5-7B',
  'opus-4.6': 'Opus 4.6',
} as const;
export type ReportedModelId = keyof typeof MODELS;

/** Shortened model names printed in figures and narrow tables. */
const MODEL_ALIASES: Record<string, ReportedModelId> = {
  'Gemini 3.1 FL': 'gemini-3.1-flash-lite',
  'Qwen3-VL': 'qwen3-vl-235b',
  'UI-TARS': 'ui-tars-1.5-7b',
};

export const MODE_NAMES: Record<RunMode, string> = {
  axtree: 'AX-tree',
  som: 'SoM',
  pixel: 'Pixel',
  browser_use: 'Browser-Use',
  human: 'Human',
};

/** Column abbreviations. UI-TARS's own pixel-only harness is still the Pixel column of the paper. */
const MODE_ALIASES: Record<string, ModeName> = {
  BU: 'browser_use',
  AX: 'axtree',
  Pix: 'pixel',
  'Native Pixel': 'pixel',
};

/** Family labels the paper prints besides the ontology's own names (short forms in tables and figures). */
const FAMILY_ALIASES: Record<string, string> = {
  'Drag/Drop & Workspace': 'drag_drop_workspace',
  'Drag/Drop': 'drag_drop_workspace',
  'Continuous Precision': 'continuous_precision',
  'Continuous & High-Precision': 'continuous_precision',
  Continuous: 'continuous_precision',
  'Adv. Editors': 'advanced_editors',
  'Date/Time': 'date_time',
  Disclosure: 'disclosure_progressive',
  'Hierarchical Selection & Nav.': 'hierarchical_selection',
  'Text Entry & Structured Field': 'text_entry',
  'List Selection': 'list_selection',
  'Structured Data': 'structured_data',
};

export const FAILURE_CATEGORIES = {
  continuous_calibration: 'Continuous calibration error',
  transient_state_loss: 'Transient state loss',
  missing_commit: 'Missing commit or confirmation',
  target_acquisition_wrong_instance: 'Target acquisition / wrong instance',
  no_progress_loop: 'Repetition / no-progress loop',
  widget_procedure_missing: 'Widget-specific procedure missing',
  drag_execution_failure: 'Drag execution failure',
  semantic_value_error: 'Semantic value error',
  other_unclear: 'Other / unclear',
} as const;
export type FailureCategoryId = keyof typeof FAILURE_CATEGORIES;

export class UnknownNameError extends Error {
  constructor(kind: string, label: string, hint = '') {
    super(`unknown ${kind} "${label}"${hint ? ` (${hint})` : ''}`);
    this.name = 'UnknownNameError';
  }
}

const tidy = (label: string) => label.trim().replace(/\s+/g, ' ');

function byIdOrName<T extends string>(kind: string, label: string, names: Record<T, string>, aliases: Record<string, T>): T {
  const l = tidy(label);
  if (Object.hasOwn(names, l)) return l as T;
  for (const [id, name] of Object.entries(names) as [T, string][]) if (name === l) return id;
  if (Object.hasOwn(aliases, l)) return aliases[l];
  throw new UnknownNameError(kind, label, `known: ${Object.values<string>(names).join(', ')}`);
}

export function resolveModel(label: string): ReportedModelId {
  return byIdOrName('model', label, MODELS, MODEL_ALIASES);
}

export function resolveMode(label: string): ModeName {
  return byIdOrName('mode', label, MODE_NAMES, MODE_ALIASES);
}

export function resolveFailureCategory(label: string): FailureCategoryId {
  return byIdOrName('failure category', label, FAILURE_CATEGORIES, {});
}

export function resolveFamily(label: string, ontology: Ontology): string {
  const l = tidy(label);
  const family = ontology.families.find((f) => f.id === l || f.name === l);
  if (family) return family.id;
  const alias = FAMILY_ALIASES[l];
  if (alias !== undefined) {
    if (!ontology.families.some((f) => f.id === alias)) throw new UnknownNameError('family', label, `alias points at "${alias}", which the ontology lacks`);
    return alias;
  }
  throw new UnknownNameError('family', label, 'add it to FAMILY_ALIASES in pipeline/reported/names.ts if it is a new spelling');
}

/**
 * The paper prints type ids with the underscores lost (and sometimes a stray space from the PDF):
 * "resizablecolumns", "datetime pickerrange". Compare with every separator removed; the mapping
 * must be unique.
 */
export function resolveCanonicalType(label: string, ontology: Ontology): string {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const key = squash(label);
  const hits = [...ontology.familyOf.keys()].filter((id) => squash(id) === key);
  if (hits.length === 1) return hits[0];
  if (hits.length === 0) throw new UnknownNameError('canonical type', label, 'no ontology type has that spelling without separators');
  throw new UnknownNameError('canonical type', label, `ambiguous: ${hits.join(', ')}`);
}

/** "L2 (hard)" → "L2". */
export function resolveTier(label: string, ontology: Ontology): string {
  const tier = tidy(label).replace(/\s*\(.*\)$/, '');
  if (!ontology.difficulty.tiers.includes(tier)) throw new UnknownNameError('difficulty tier', label, `known: ${ontology.difficulty.tiers.join(', ')}`);
  return tier;
}

/** "clutter=medium" or "clutter: medium" → "clutter=medium", checked against the scene ontology. */
export function resolveSceneLevel(label: string, ontology: Ontology): string {
  const m = /^([a-z_]+)\s*[=:]\s*([a-z0-9_]+)$/.exec(tidy(label));
  if (!m) throw new UnknownNameError('scene factor level', label, 'write it as <factor>=<level>');
  const [, factor, level] = m;
  if (factor === 'instances') {
    const n = Number(level);
    const { min, max } = ontology.scene.instances;
    if (Number.isInteger(n) && n >= min && n <= max) return `${factor}=${n}`;
  } else if (Object.hasOwn(ontology.scene, factor)) {
    const levels = ontology.scene[factor as Exclude<keyof Ontology['scene'], 'instances'>];
    if (levels.includes(level)) return `${factor}=${level}`;
  }
  throw new UnknownNameError('scene factor level', label);
}
