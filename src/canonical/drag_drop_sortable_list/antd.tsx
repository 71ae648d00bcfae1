import { antdDragRows } from '../../env/kit/antdDragRows';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SortableRows } from './SortableRows';

export default function AntdSortableList({ params }: RendererProps<Params>) {
  return <SortableRows params={params} parts={antdDragRows} />;
}
