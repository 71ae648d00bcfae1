import type { APIRoute } from 'astro';
import { loadTasks } from '../../../../pipeline/content/tasks';
import { encodeSpec } from '../../../core/specCodec';
import { toPageSpec, type TaskSpec } from '../../../core/taskSpec';

/** The page spec each task page fetches: params, scene and predicate, encoded (specCodec.ts); never the instruction. */
export function getStaticPaths() {
  return loadTasks().map((t) => ({ params: { id: t.id }, props: { task: t } }));
}

export const GET: APIRoute = ({ props }) => {
  const task = (props as { task: TaskSpec }).task;
  return new Response(encodeSpec(task.id, toPageSpec(task)), { headers: { 'content-type': 'application/json' } });
};
