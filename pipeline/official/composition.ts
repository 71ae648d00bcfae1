/**
 * The composition of an imported official suite in the shape of the paper's Table 6 (libraries,
 * templates, difficulty, scene factor levels), and its side-by-side with the paper's numbers.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Ontology } from '../../src/core/ontology';
import type { TaskSpec } from '../../src/core/taskSpec';
import { FULL_TIER_SHARES, type Quotas } from '../../src/generator/plan';
import { loadOntology } from '../content/ontology';
import { parseWith, readYaml } from '../content/yamlFile';
import { projectRoot } from '../content/paths';
import type { ImportedSuite, OfficialTask } from './importedSuite';
import { sectionOf, type Markers } from '../content/markdownSection';

export type Composition = Record<string, Record<string, number>>;

const ReportedCompositionSchema = z.strictObject({
  source: z.string(),
  suite: z.string(),
  dimensions: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
});

/** The paper's Table 6, as transcribed into content/official/paper-table-06.yaml. */
export function reportedComposition(root = projectRoot()): z.infer<typeof ReportedCompositionSchema> {
  const src = readYaml(path.join(root, 'content', 'official', 'paper-table-06.yaml'));
  return parseWith(src, ReportedCompositionSchema, src.data);
}

const CORNERS = ['top_left', 'top_right', 'bottom_left', 'bottom_right'];
const TABLE6_LAYOUTS = ['isolated_card', 'form_section', 'dashboard', 'settings_panel'];

function count<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}

/** What Table 6 counts of a task: an imported official one or one of this repository's suites. */
export type CompositionTask = Pick<OfficialTask, 'canonical_type' | 'family' | 'library' | 'template'> & {
  scene: Pick<OfficialTask['scene'], 'theme' | 'spacing' | 'layout' | 'placement' | 'scale' | 'instances' | 'guidance' | 'clutter'>;
  difficulty: Pick<OfficialTask['difficulty'], 'bucket' | 'tier'>;
};

/** Counts of one suite over every dimension of Table 6 (levels the paper lists, plus any other). */
export function composition(tasks: CompositionTask[], ontology: Ontology = loadOntology()): Composition {
  const byType = count(tasks, (t) => t.canonical_type);
  const byFamily = count(tasks, (t) => t.family);
  const templates = count(tasks, (t) => t.template);
  const layouts = count(tasks, (t) => t.scene.layout);
  const placements = count(tasks, (t) => t.scene.placement);
  const levels = (f: (t: CompositionTask) => string) => Object.fromEntries([...count(tasks, f)].sort());
  const ranked = [...templates].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // Most- and least-used of the canonical templates; variants outside them are counted apart.
  const canonical = ranked.filter(([t]) => ontology.templates.some((c) => c.id === t));
  const canonicalLayouts = new Set(ontology.scene.layout);
  return {
    canonical_type: { types: byType.size, tasks_per_type_min: Math.min(...byType.values()), tasks_per_type_max: Math.max(...byType.values()) },
    family: { families: byFamily.size, tasks_per_family_min: Math.min(...byFamily.values()), tasks_per_family_max: Math.max(...byFamily.values()) },
    library: levels((t) => t.library),
    template: {
      distinct: canonical.length, ...Object.fromEntries([canonical[0], canonical[canonical.length - 1]].filter(Boolean)),
      ad_hoc_variants: ranked.length - canonical.length,
    },
    bucket: levels((t) => t.difficulty.bucket),
    tier: levels((t) => t.difficulty.tier),
    theme: levels((t) => t.scene.theme),
    spacing: levels((t) => t.scene.spacing),
    scale: levels((t) => t.scene.scale),
    clutter: levels((t) => t.scene.clutter),
    instances: levels((t) => (t.scene.instances >= 4 ? '4+' : String(t.scene.instances))),
    layout: {
      distinct: layouts.size,
      ...Object.fromEntries(TABLE6_LAYOUTS.map((l) => [l, layouts.get(l) ?? 0])),
      others: [...layouts].filter(([l]) => !TABLE6_LAYOUTS.includes(l)).reduce((n, [, c]) => n + c, 0),
      canonical_unused: ontology.scene.layout.filter((l) => !layouts.has(l)).length,
      outside_canonical: [...layouts].filter(([l]) => !canonicalLayouts.has(l)).length,
    },
    placement: {
      distinct: placements.size, center: placements.get('center') ?? 0,
      corners: CORNERS.reduce((n, c) => n + (placements.get(c) ?? 0), 0),
      ...Object.fromEntries([...placements].filter(([p]) => p !== 'center' && !CORNERS.includes(p)).sort()),
    },
    guidance: levels((t) => t.scene.guidance),
  };
}

const cell = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));

/**
 * Markdown table rows: every level of every dimension, the paper's count beside the suite's, and
 * the difference; `why(dimension, level)` adds a last column where given.
 */
export function sideBySideRows(reported: Composition, ours: Composition, why?: (dim: string, level: string) => string): string[] {
  const out: string[] = [];
  for (const dim of Object.keys({ ...reported, ...ours })) {
    const paper = reported[dim] ?? {};
    const mine = ours[dim] ?? {};
    for (const level of Object.keys({ ...paper, ...mine })) {
      const a = paper[level];
      const b = mine[level];
      const diff = a === undefined ? 'not in the paper' : b === undefined ? 'not counted' : `${b > a ? '+' : ''}${b - a}`;
      out.push(`| ${dim} | ${level} | ${cell(a)} | ${cell(b)} | ${diff} |${why ? ` ${a === b ? '' : why(dim, level)} |` : ''}`);
    }
  }
  return out;
}

/** Markdown: the Full suite beside the paper's Table 6, then the Core suite's own counts. */
export function compositionMarkdown(suites: ImportedSuite[], reported = reportedComposition()): string {
  const full = suites.find((s) => s.suite === reported.suite);
  const core = suites.find((s) => s.suite !== reported.suite);
  const out: string[] = [];
  if (full) {
    out.push(`Full: ${full.tasks.length.toLocaleString('en-US')} tasks imported.`, '', '| Dimension | Level | Paper (reported) | Imported (counted) | Difference |', '|---|---|---:|---:|---:|');
    out.push(...sideBySideRows(reported.dimensions, composition(full.tasks)));
  }
  if (core) {
    const ours = composition(core.tasks);
    out.push('', `Core: ${core.tasks.length.toLocaleString('en-US')} tasks imported (the paper gives no composition table for Core).`, '', '| Dimension | Levels (count) |', '|---|---|');
    for (const [dim, levels] of Object.entries(ours)) out.push(`| ${dim} | ${Object.entries(levels).map(([l, n]) => `${l} ${cell(n)}`).join(' / ')} |`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * Markdown: one of this repository's Full suites counted the way Table 6 counts, beside the
 * paper's numbers, each difference with its cause as far as this suite's generator decides it.
 */
const pct = (x: number | undefined) => `${((x ?? 0) * 100).toFixed(1)}%`;

export function suiteBesideTable6(tasks: TaskSpec[], quotas: Quotas, ontology: Ontology = loadOntology(), reported = reportedComposition()): string {
  const ours = composition(tasks.map((t) => ({ ...t, family: ontology.familyOf.get(t.canonical_type) ?? '?' })), ontology);
  // The paper names its most- and least-used templates: count those same templates here.
  const templates = count(tasks, (t) => t.template);
  ours.template = {
    distinct: ours.template.distinct,
    ...Object.fromEntries(Object.keys(reported.dimensions.template ?? {}).filter((k) => ontology.templates.some((c) => c.id === k)).map((k) => [k, templates.get(k) ?? 0])),
    ad_hoc_variants: ours.template.ad_hoc_variants,
  };
  const present = new Set(tasks.map((t) => t.canonical_type));
  const missing = ontology.families.flatMap((f) => f.types).filter((t) => !present.has(t));
  const libsOf = new Map<string, Set<string>>();
  for (const t of tasks) libsOf.set(t.canonical_type, (libsOf.get(t.canonical_type) ?? new Set()).add(t.library));
  const fewer = [...libsOf].filter(([, l]) => l.size < 3).map(([type, l]) => `${type} (${[...l].sort().join(', ')})`).sort();
  const notes = {
    types: missing.length ? `${missing.join(', ')}: not generated yet (${missing.length * quotas.perType} tasks).` : null,
    libraries: `Each type is drawn on the libraries that ship it here, split evenly; on fewer than three: ${fewer.join(', ')}. Every type is drawn with one of the three libraries (the paper counts ${reported.dimensions.library?.external ?? 0} tasks on an external one).`,
    tiers: `Tiers split each type's buckets at the paper's shares, derived from its tier and bucket counts (L0 holds easy tasks only, L3 hard ones only): of the easy tasks ${pct(FULL_TIER_SHARES.easy)} in L1, of mid ${pct(FULL_TIER_SHARES.mid)} in L2, of hard ${pct(FULL_TIER_SHARES.hard)} in L3, the hardest by their axis ratings; each type's count rounded up or down at random. The buckets themselves hold ${quotas.perBucket} of each type's tasks, not the paper's counts.`,
    quotas: `Templates, buckets and scene levels are drawn per type to this suite's quotas (of ${quotas.perType} tasks: ${quotas.perBucket} per bucket; at least ${quotas.templates} templates where the type has them, ${quotas.dark} dark, ${quotas.compact} compact, ${quotas.clutter} with clutter, ${quotas.multiInstance} with several instances), not fitted to the paper's counts. Only canonical templates are used.`,
  };
  const keys = Object.keys(notes).filter((k) => notes[k as keyof typeof notes] !== null) as (keyof typeof notes)[];
  const ref = (k: keyof typeof notes) => (notes[k] === null ? [] : [`(${keys.indexOf(k) + 1})`]);
  const why = (dim: string): string => {
    if (dim === 'canonical_type' || dim === 'family') return ref('types').join(' ');
    if (dim === 'library') return [...ref('types'), ...ref('libraries')].join(' ');
    if (dim === 'tier') return [...ref('types'), ...ref('tiers'), ...ref('quotas')].join(' ');
    return ref('quotas').join(' ');
  };
  return [
    '## Beside the paper\'s Table 6',
    '',
    `The suite counted the way the paper's Table 6 counts the official Full suite (its numbers transcribed into content/official/paper-table-06.yaml: reported, not measured): ${tasks.length.toLocaleString('en-US')} tasks here, ${(reported.dimensions.canonical_type.types * reported.dimensions.canonical_type.tasks_per_type_min).toLocaleString('en-US')} in the paper. Where a count differs, the last column names the cause among the notes below.`,
    '',
    '| Dimension | Level | Paper (reported) | This suite (counted) | Difference | Why |',
    '|---|---|---:|---:|---:|---|',
    ...sideBySideRows(reported.dimensions, ours, (dim, level) => (reported.dimensions[dim]?.[level] === undefined ? '' : why(dim))),
    '',
    ...keys.map((k, n) => `${n + 1}. ${notes[k]}`),
  ].join('\n');
}

export const COMPOSITION_MARKERS: Markers = {
  start: '<!-- composition:start (written by `cb official-composition --markdown`) -->',
  end: '<!-- composition:end -->',
};

/** Replace the generated part of a Markdown document, keeping the prose around it. */
export function compositionSection(doc: string): string | null {
  return sectionOf(doc, COMPOSITION_MARKERS);
}
