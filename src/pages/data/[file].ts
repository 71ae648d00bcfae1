import { readFileSync } from 'node:fs';
import type { APIRoute } from 'astro';
import { warehouseExists } from '../../../pipeline/site/warehouseData';
import { tableFiles } from '../../site/warehouseCatalog';

/**
 * The warehouse tables, shipped with the site for in-browser queries. Each file's name carries a
 * hash of its bytes, so a rebuilt table gets a new URL and any copy may be cached forever.
 */
export function getStaticPaths() {
  if (!warehouseExists()) return [];
  return tableFiles().map((f) => ({ params: { file: f.name }, props: { path: f.file } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(readFileSync((props as { path: string }).path), { headers: { 'content-type': 'application/vnd.apache.parquet' } });
