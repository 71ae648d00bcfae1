import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useFields } from '../../env/kit/field';
import { SortableRow, useDragSensors, type DragRowParts } from '../../env/kit/sortable';
import type { Params } from './family';

const FIELDS = ['left', 'right'] as const;

/**
 * Two lists in one drag context, one sortable container each (dnd-kit's multiple-containers
 * setup): a row dropped onto a row of its own list reorders it, onto a row of the other list moves
 * there and takes that row's place. A drop commits both lists.
 */
export function ListsBoard({ params, parts: { Heading, List, Row } }: { params: Params; parts: DragRowParts }) {
  const [fields, setFields] = useFields();
  const lists = FIELDS.map((f) => fields[f] as string[]);
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [a, o] = [String(active.id), String(over.id)];
    const from = lists.findIndex((l) => l.includes(a));
    const to = lists.findIndex((l) => l.includes(o));
    if (from < 0 || to < 0) return;
    const next = lists.map((l) => [...l]);
    if (from === to) next[to] = arrayMove(next[to], next[to].indexOf(a), next[to].indexOf(o));
    else {
      next[from] = next[from].filter((x) => x !== a);
      next[to].splice(next[to].indexOf(o), 0, a);
    }
    setFields({ left: next[0], right: next[1] });
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(140px, 1fr))', gap: 16 }}>
        {lists.map((items, i) => (
          <div key={FIELDS[i]} style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
            <Heading>{params.titles[i]}</Heading>
            <SortableContext items={items} strategy={verticalListSortingStrategy}>
              <List>{items.map((id) => <SortableRow key={id} id={id} Row={Row} />)}</List>
            </SortableContext>
          </div>
        ))}
      </div>
    </DndContext>
  );
}
