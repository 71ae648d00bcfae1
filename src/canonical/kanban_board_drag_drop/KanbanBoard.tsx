import { DragLists } from '../../env/kit/dragLists';
import type { DragRowParts } from '../../env/kit/sortable';
import type { Params } from './family';

/** The board: one drag list per column, its title the column's state field. */
export function KanbanBoard({ params, parts }: { params: Params; parts: DragRowParts }) {
  return <DragLists lists={params.columns.map((c) => ({ field: c, title: c }))} parts={parts} columnWidth={150} />;
}
