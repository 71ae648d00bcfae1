/**
 * The composition of an imported official suite in the shape of the paper's Table 6 (libraries,
 * templates, difficulty, scene factor levels), and its side-by-side with the paper's numbers.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Ontology } from '../../src/core/ontology';
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

/** Counts of one suite over every dimension of Table 6 (levels the paper lists, plus any other). */
export function composition(tasks: OfficialTask[], ontology: Ontology = loadOntology()): Composition {
  const byType = count(tasks, (t) => t.canonical_type);
  const byFamily = count(tasks, (t) => t.family);
  const templates = count(tasks, (t) => t.template);
  const layouts = count(tasks, (t) => t.scene.layout);
  const placements = count(tasks, (t) => t.scene.placement);
  const levels = (f: (t: OfficialTask) => string) => Object.fromEntries([...count(tasks, f)].sort());
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

/** Markdown: the Full suite beside the paper's Table 6, then the Core suite's own counts. */
export function compositionMarkdown(suites: ImportedSuite[], reported = reportedComposition()): string {
  const full = suites.find((s) => s.suite === reported.suite);
  const core = suites.find((s) => s.suite !== reported.suite);
  const out: string[] = [];
  if (full) {
    const ours = composition(full.tasks);
    out.push(`Full: ${full.tasks.length.toLocaleString('en-US')} tasks imported.`, '', '| Dimension | Level | Paper (reported) | Imported (counted) | Difference |', '|---|---|---:|---:|---:|');
    for (const dim of Object.keys({ ...reported.dimensions, ...ours })) {
      const paper = reported.dimensions[dim] ?? {};
      const mine = ours[dim] ?? {};
      for (const level of Object.keys({ ...paper, ...mine })) {
        const a = paper[level];
        const b = mine[level];
        const diff = a === undefined ? 'not in the paper' : b === undefined ? 'not counted' : `${b > a ? '+' : ''}${b - a}`;
        out.push(`| ${dim} | ${level} | ${cell(a)} | ${cell(b)} | ${diff} |`);
      }
    }
  }
  if (core) {
    const ours = composition(core.tasks);
    out.push('', `Core: ${core.tasks.length.toLocaleString('en-US')} tasks imported (the paper gives no composition table for Core).`, '', '| Dimension | Levels (count) |', '|---|---|');
    for (const [dim, levels] of Object.entries(ours)) out.push(`| ${dim} | ${Object.entries(levels).map(([l, n]) => `${l} ${cell(n)}`).join(' / ')} |`);
  }
  return `${out.join('\n')}\n`;
}

export const COMPOSITION_MARKERS: Markers = {
  start: '<!-- composition:start (written by `cb official-composition --markdown`) -->',
  end: '<!-- composition:end -->',
};

/** Replace the generated part of a Markdown document, keeping the prose around it. */
export function compositionSection(doc: string): string | null {
  return sectionOf(doc, COMPOSITION_MARKERS);
}
