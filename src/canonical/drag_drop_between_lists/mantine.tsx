import { mantineDragRows } from '../../env/kit/mantineDragRows';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { ListsBoard } from './ListsBoard';

export default function MantineListsBetween({ params }: RendererProps<Params>) {
  return <ListsBoard params={params} parts={mantineDragRows} />;
}
