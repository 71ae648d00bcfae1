import { muiDragRows } from '../../env/kit/muiDragRows';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SortableRows } from './SortableRows';

export default function MuiSortableList({ params }: RendererProps<Params>) {
  return <SortableRows params={params} parts={muiDragRows} />;
}
