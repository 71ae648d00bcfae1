import { DragLists } from '../../env/kit/dragLists';
import type { DragRowParts } from '../../env/kit/sortable';
import type { Params } from './family';

/** The two lists side by side in one drag context, their rows the `left` and `right` fields. */
export function ListsBoard({ params, parts }: { params: Params; parts: DragRowParts }) {
  return <DragLists lists={[{ field: 'left', title: params.titles[0] }, { field: 'right', title: params.titles[1] }]} parts={parts} columnWidth={140} />;
}
