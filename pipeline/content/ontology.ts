import path from 'node:path';
import {
  DifficultySchema, FamiliesSchema, SceneFactorsSchema, TemplatesSchema, type Ontology,
} from '../../src/core/ontology';
import { paths } from './paths';
import { ContentError, parseWith, readYaml } from './yamlFile';

let cached: { dir: string; ontology: Ontology } | null = null;

export function loadOntology(dir = paths.ontology()): Ontology {
  if (cached?.dir === dir) return cached.ontology;
  const read = <T>(name: string, schema: Parameters<typeof parseWith<T>>[1]) => {
    const src = readYaml(path.join(dir, name));
    return parseWith(src, schema, src.data);
  };
  const families = read('families.yaml', FamiliesSchema);
  const familyOf = new Map<string, string>();
  for (const f of families) {
    for (const t of f.types) {
      const prev = familyOf.get(t);
      if (prev) throw new ContentError(path.join(dir, 'families.yaml'), null, f.id, `type "${t}" is already in family "${prev}"`);
      familyOf.set(t, f.id);
    }
  }
  const ontology: Ontology = {
    families,
    templates: read('templates.yaml', TemplatesSchema),
    difficulty: read('difficulty.yaml', DifficultySchema),
    scene: read('scene.yaml', SceneFactorsSchema),
    familyOf,
  };
  cached = { dir, ontology };
  return ontology;
}
