/** The virtualizer of the lists composed with @tanstack/react-virtual (its own module: antd's Listy needs none). */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/** Rows of `rowHeight` px over a scrolling element: attach `ref` to it, size its content `total`, place each row at `start`. */
export function useRows<E extends HTMLElement>(count: number, rowHeight: number) {
  const ref = useRef<E>(null);
  const v = useVirtualizer({ count, getScrollElement: () => ref.current, estimateSize: () => rowHeight, overscan: 3 });
  return { ref, total: v.getTotalSize(), rows: v.getVirtualItems() };
}
