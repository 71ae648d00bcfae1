import path from 'node:path';
import { defaultRunRoots, paths, projectRoot } from '../content/paths';
import { readModelConfig } from '../agents/model/config';
import { readInputs, writeWarehouse, type RunRoot } from '../warehouse/buildWarehouse';

/**
 * Build the warehouse from the bundled, local and ingested submitted runs (or one directory of runs): runs already
 * seen come from the fragment cache, new or changed ones are read, checked and labelled.
 */
export async function build(o: { runs?: string; out?: string; cache?: string; quiet?: boolean; enrich?: string }): Promise<Record<string, number>> {
  const t0 = performance.now();
  const root = projectRoot();
  const roots: RunRoot[] = o.runs ? [{ dir: path.resolve(o.runs), source: 'local' }] : defaultRunRoots(root);
  let fresh = 0;
  let cached = 0;
  const inputs = await readInputs(roots, {
    cacheDir: o.cache ? path.resolve(o.cache) : undefined,
    onRun: (f) => {
      if (f.cached) cached++; else fresh++;
      if (!o.quiet && !f.cached) console.log(`processed ${f.manifest.run_id} (${f.episodes} episodes, ${f.steps} steps)`);
    },
  });
  const out = o.out ? path.resolve(o.out) : paths.warehouse(root);
  const enrich = o.enrich ? readModelConfig(path.resolve(o.enrich)) : null;
  const counts = await writeWarehouse(inputs, out, { enrich });
  if (!o.quiet) {
    console.log(`${fresh} run(s) processed, ${cached} from the cache, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`warehouse → ${path.relative(process.cwd(), out) || out}: ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
  }
  return counts;
}
