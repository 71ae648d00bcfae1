import { antdDragRows } from '../../env/kit/antdDragRows';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { ListsBoard } from './ListsBoard';

export default function AntdListsBetween({ params }: RendererProps<Params>) {
  return <ListsBoard params={params} parts={antdDragRows} />;
}
