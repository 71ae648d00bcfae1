import { readFileSync } from 'node:fs';
import type { APIRoute } from 'astro';
import { warehouseExists, warehouseFile } from '../../../pipeline/site/warehouseData';
import { TABLES, type TableName } from '../../../pipeline/warehouse/schema';

/** The warehouse tables, shipped with the site for in-browser queries. */
export function getStaticPaths() {
  if (!warehouseExists()) return [];
  return (Object.keys(TABLES) as TableName[]).map((table) => ({ params: { table } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(readFileSync(warehouseFile(params.table as TableName)), { headers: { 'content-type': 'application/vnd.apache.parquet' } });
