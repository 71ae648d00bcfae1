import { mantineBoardCards } from '../../env/kit/mantineBoardCards';
import type { RendererProps } from '../../env/kit/types';
import { KanbanBoard } from './KanbanBoard';
import type { Params } from './family';

export default function MantineKanban({ params }: RendererProps<Params>) {
  return <KanbanBoard params={params} parts={mantineBoardCards} />;
}
