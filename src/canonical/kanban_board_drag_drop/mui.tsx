import { muiBoardCards } from '../../env/kit/muiBoardCards';
import type { RendererProps } from '../../env/kit/types';
import { KanbanBoard } from './KanbanBoard';
import type { Params } from './family';

export default function MuiKanban({ params }: RendererProps<Params>) {
  return <KanbanBoard params={params} parts={muiBoardCards} />;
}
