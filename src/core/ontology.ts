/** Zod schemas and types of the benchmark ontology (content/ontology/*.yaml). */
import { z } from 'zod';

export const LIBRARIES = ['antd', 'mui', 'mantine'] as const;
export const Library = z.enum(LIBRARIES);
export type Library = z.infer<typeof Library>;

const slug = z.string().regex(/^[a-z][a-z0-9_]*$/, 'lower_snake_case identifier');

export const FamilySchema = z.strictObject({
  id: slug,
  name: z.string().min(1),
  types: z.array(slug).min(1),
});
export const FamiliesSchema = z.array(FamilySchema);
export type Family = z.infer<typeof FamilySchema>;

export const TemplateSchema = z.strictObject({ id: slug, summary: z.string().min(1) });
export const TemplatesSchema = z.array(TemplateSchema);
export type Template = z.infer<typeof TemplateSchema>;

export const DifficultySchema = z.strictObject({
  buckets: z.array(slug),
  tiers: z.array(z.string().regex(/^L\d$/)),
  axes: z.array(z.strictObject({ id: slug, summary: z.string().min(1) })),
});
export type DifficultyOntology = z.infer<typeof DifficultySchema>;

export const SceneFactorsSchema = z.strictObject({
  theme: z.array(slug),
  spacing: z.array(slug),
  layout: z.array(slug),
  placement: z.array(slug),
  scale: z.array(slug),
  instances: z.strictObject({ min: z.number().int().min(1), max: z.number().int().min(1) }),
  guidance: z.array(slug),
  clutter: z.array(slug),
});
export type SceneFactors = z.infer<typeof SceneFactorsSchema>;

export interface Ontology {
  families: Family[];
  templates: Template[];
  difficulty: DifficultyOntology;
  scene: SceneFactors;
  /** canonical type -> family id */
  familyOf: Map<string, string>;
}
