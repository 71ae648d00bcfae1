/**
 * Several sortable lists in one drag context, one dnd-kit container each (its multiple-containers
 * setup, closest-centre collisions): a row dropped onto a row of its own list reorders the list,
 * onto a row of another list moves there and takes that row's place. A drop commits every list;
 * each list is a state field of its own.
 */
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { CSSProperties } from 'react';
import { useFields } from './field';
import { SortableRow, useDragSensors, type DragRowParts } from './sortable';

export function DragLists({ lists, parts: { Heading, List, Row }, columnWidth }: {
  /** Each list's state field and heading, left to right. */
  lists: readonly { field: string; title: string }[];
  parts: DragRowParts;
  /** The narrowest a list may get before the lists scroll sideways with the page. */
  columnWidth: number;
}) {
  const [fields, setFields] = useFields();
  const rows = lists.map((l) => fields[l.field] as string[]);
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [a, o] = [String(active.id), String(over.id)];
    const from = rows.findIndex((l) => l.includes(a));
    const to = rows.findIndex((l) => l.includes(o));
    if (from < 0 || to < 0) return;
    const next = rows.map((l) => [...l]);
    if (from === to) next[to] = arrayMove(next[to], next[to].indexOf(a), next[to].indexOf(o));
    else {
      next[from] = next[from].filter((x) => x !== a);
      next[to].splice(next[to].indexOf(o), 0, a);
    }
    setFields(Object.fromEntries(lists.map((l, i) => [l.field, next[i]])));
  };
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: `repeat(${lists.length}, minmax(${columnWidth}px, 1fr))`, gap: 16, alignItems: 'start' };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <div style={grid}>
        {lists.map((l, i) => (
          <div key={l.field} style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
            <Heading>{l.title}</Heading>
            <SortableContext items={rows[i]} strategy={verticalListSortingStrategy}>
              <List>{rows[i].map((id) => <SortableRow key={id} id={id} Row={Row} />)}</List>
            </SortableContext>
          </div>
        ))}
      </div>
    </DndContext>
  );
}
