import { mantineDragRows } from '../../env/kit/mantineDragRows';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SortableRows } from './SortableRows';

export default function MantineSortableList({ params }: RendererProps<Params>) {
  return <SortableRows params={params} parts={mantineDragRows} />;
}
