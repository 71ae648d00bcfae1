/**
 * dnd-kit's sortable rows as its docs set them up, for the drag-and-drop types: pointer sensor
 * with a small activation distance (a click stays a click), keyboard sensor with sortable
 * coordinates (Space, arrows, Space). Each row is dnd-kit's own `button` (role description
 * "sortable"), drawn by a library's row part.
 */
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS, type Transform } from '@dnd-kit/utilities';
import type { ComponentType, CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';

/** What a library's row receives: dnd-kit's node ref, transform style, role and listeners. */
export interface RowProps {
  label: string;
  rowRef: Ref<HTMLElement>;
  style: CSSProperties;
  /** dnd-kit's attributes (role "button", "sortable", tabindex, described-by) and pointer/key listeners. */
  handle: HTMLAttributes<HTMLElement>;
  dragging: boolean;
}

/** A library's parts for drag rows: a list's heading, the list, and one row. */
export interface DragRowParts {
  Heading: ComponentType<{ children: ReactNode }>;
  List: ComponentType<{ children: ReactNode }>;
  Row: ComponentType<RowProps>;
}

export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * dnd-kit measures rows and the pointer in the viewport's pixels, and a transform draws in the
 * page's own: under the scene's scale (CSS zoom on the root) a dragged row would lag the pointer
 * and the rows making way would move short of the gap, so transforms are drawn divided by the zoom.
 */
function unzoomed(t: Transform | null): Transform | null {
  const zoom = Number.parseFloat(getComputedStyle(document.documentElement).zoom) || 1;
  return t && zoom !== 1 ? { ...t, x: t.x / zoom, y: t.y / zoom } : t;
}

export function SortableRow({ id, Row }: { id: string; Row: ComponentType<RowProps> }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = { transform: CSS.Transform.toString(unzoomed(transform)), transition, position: 'relative', zIndex: isDragging ? 1 : undefined };
  return <Row label={id} rowRef={setNodeRef} style={style} handle={{ ...attributes, ...listeners }} dragging={isDragging} />;
}
