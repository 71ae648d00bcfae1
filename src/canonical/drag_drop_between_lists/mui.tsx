import { muiDragRows } from '../../env/kit/muiDragRows';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { ListsBoard } from './ListsBoard';

export default function MuiListsBetween({ params }: RendererProps<Params>) {
  return <ListsBoard params={params} parts={muiDragRows} />;
}
