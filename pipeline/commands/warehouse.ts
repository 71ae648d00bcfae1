import path from 'node:path';
import { paths } from '../content/paths';
import { readInputs, writeWarehouse } from '../warehouse/buildWarehouse';

export async function build(o: { runs?: string; out?: string }): Promise<void> {
  const roots = o.runs
    ? [{ dir: path.resolve(o.runs), source: 'local' as const }]
    : [{ dir: paths.bundledRuns(), source: 'bundled' as const }, { dir: paths.runs(), source: 'local' as const }];
  const inputs = readInputs(roots);
  const out = o.out ? path.resolve(o.out) : paths.warehouse();
  const counts = await writeWarehouse(inputs, out);
  console.log(`warehouse → ${path.relative(process.cwd(), out) || out}: ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
}
