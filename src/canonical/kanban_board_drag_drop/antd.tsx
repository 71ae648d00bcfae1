import { antdBoardCards } from '../../env/kit/antdBoardCards';
import type { RendererProps } from '../../env/kit/types';
import { KanbanBoard } from './KanbanBoard';
import type { Params } from './family';

export default function AntdKanban({ params }: RendererProps<Params>) {
  return <KanbanBoard params={params} parts={antdBoardCards} />;
}
