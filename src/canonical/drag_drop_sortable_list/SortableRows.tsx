import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentType, CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from '../../env/kit/field';
import type { Params } from './family';

/** What a library's row receives: dnd-kit's node ref, transform style, role and listeners. */
export interface RowProps {
  label: string;
  rowRef: Ref<HTMLElement>;
  style: CSSProperties;
  /** dnd-kit's attributes (role "button", "sortable", tabindex, described-by) and pointer/key listeners. */
  handle: HTMLAttributes<HTMLElement>;
  dragging: boolean;
}

function SortableRow({ id, Row }: { id: string; Row: ComponentType<RowProps> }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined };
  return <Row label={id} rowRef={setNodeRef} style={style} handle={{ ...attributes, ...listeners }} dragging={isDragging} />;
}

/**
 * dnd-kit's sortable list as its docs set it up (pointer sensor with a small activation distance,
 * keyboard sensor with sortable coordinates, closest-centre collisions), each row drawn by a
 * library. A drop commits the new order.
 */
export function SortableRows({ params, Heading, List, Row }: {
  params: Params;
  Heading: ComponentType<{ children: ReactNode }>;
  List: ComponentType<{ children: ReactNode }>;
  Row: ComponentType<RowProps>;
}) {
  const [order, setOrder] = useField<string[]>('order');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
