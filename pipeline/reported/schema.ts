/**
 * Zod schemas of content/reported/*.yaml: numbers transcribed from the paper's tables and figures.
 * Rows hold the paper's own labels (model, mode, group); pipeline/reported/load.ts maps them onto ids.
 */
import { z } from 'zod';
import { METRIC_IDS, UNITS } from './metrics';

/** Which task set the numbers were measured on. */
export const SUITES = ['official-full', 'official-core'] as const;
export type ReportedSuite = (typeof SUITES)[number];

/** What a row's `group` names. */
export const GROUP_KINDS = ['family', 'canonical_type', 'difficulty_tier', 'scene_factor_level', 'failure_category'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

const label = z.string().trim().min(1);

/** Where in the paper one number is printed. */
export const SourceRefSchema = z.strictObject({
  /** "Table 7" or "Figure 3"; must equal the file's `source`. */
  table: label,
  row: label,
  column: label,
});
export type SourceRef = z.infer<typeof SourceRefSchema>;

export const ReportedRowSchema = z.strictObject({
  model: label.optional(),
  mode: label.optional(),
  /** Overrides the file's groupKind for this row. */
  groupKind: z.enum(GROUP_KINDS).optional(),
  group: label.optional(),
  /** For canonical-type rows: the family the paper prints beside the type (checked against the ontology). */
  family: label.optional(),
  metric: z.enum(METRIC_IDS),
  value: z.number().finite(),
  unit: z.enum(UNITS),
  source: SourceRefSchema,
  /** A caveat the paper attaches to this number (footnote marks and the like). */
  note: label.optional(),
});
export type ReportedRowSpec = z.infer<typeof ReportedRowSchema>;

/**
 * The paper's text as extracted, for rows where splitting it into numbers took judgement (Figure 3
 * prints each heatmap row as one run of digits): the values at `columns` of source row `row`,
 * written as integers and joined, must give back `text`.
 */
export const VerbatimSchema = z.strictObject({
  row: label,
  text: z.string().regex(/^\d+$/, 'digits only'),
  columns: z.array(label).min(1),
});
export type Verbatim = z.infer<typeof VerbatimSchema>;

export const ReportedFileSchema = z.strictObject({
  /** Same as the file name without .yaml. */
  id: z.string().regex(/^(table|figure)-\d{2}-[a-z0-9-]+$/, 'table-NN-<slug> or figure-NN-<slug>'),
  title: label,
  source: z.string().regex(/^(Table|Figure) \d+$/, '"Table N" or "Figure N"'),
  suite: z.enum(SUITES),
  /** Set when the numbers cover only part of the suite. */
  taskSubset: label.optional(),
  groupKind: z.enum(GROUP_KINDS).optional(),
  /** What the rows and columns of the source hold. */
  columns: label,
  notes: z.array(label).default([]),
  verbatim: z.array(VerbatimSchema).default([]),
  /** Checked one by one by the loader, so errors can name the row. */
  rows: z.array(z.unknown()).min(1),
});
export type ReportedFileSpec = z.infer<typeof ReportedFileSchema>;
