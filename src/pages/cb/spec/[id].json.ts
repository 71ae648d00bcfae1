import type { APIRoute } from 'astro';
import { loadTasks } from '../../../../pipeline/content/tasks';
import { toPageSpec, type TaskSpec } from '../../../core/taskSpec';

/** The page spec each task page fetches: params, scene and predicate; never the instruction. */
export function getStaticPaths() {
  return loadTasks().map((t) => ({ params: { id: t.id }, props: { task: t } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(toPageSpec((props as { task: TaskSpec }).task)), { headers: { 'content-type': 'application/json' } });
