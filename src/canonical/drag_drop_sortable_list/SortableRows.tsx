import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useField } from '../../env/kit/field';
import { SortableRow, useDragSensors, type DragRowParts } from '../../env/kit/sortable';
import type { Params } from './family';

/** One sortable list (closest-centre collisions, as dnd-kit's sortable docs): a drop commits the new order. */
export function SortableRows({ params, parts: { Heading, List, Row } }: { params: Params; parts: DragRowParts }) {
  const [order, setOrder] = useField<string[]>('order');
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 280 }}>
      <Heading>{params.title}</Heading>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <List>{order.map((id) => <SortableRow key={id} id={id} Row={Row} />)}</List>
        </SortableContext>
      </DndContext>
    </div>
  );
}
