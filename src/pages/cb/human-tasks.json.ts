import type { APIRoute } from 'astro';
import { loadTasks } from '../../../pipeline/content/tasks';
import { taskVersion } from '../../../pipeline/content/taskVersion';
import type { RecorderTask } from '../../site/recorder/session';

/**
 * What the human recorder (/record/) shows and records per task of the suite: id, version, the goal
 * and the component. Task pages never fetch this file (their goal stays off the page).
 */
export const GET: APIRoute = () => {
  const tasks: RecorderTask[] = loadTasks().map((t) => ({
    id: t.id, version: taskVersion(t), goal: t.instruction, type: t.canonical_type, library: t.library,
  }));
  return new Response(JSON.stringify({ suite: 'full', tasks }), { headers: { 'content-type': 'application/json' } });
};
