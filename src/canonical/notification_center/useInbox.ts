/** What every library's notification centre does: the drawer's open state, the rows shown, and the actions on them. */
import { useState } from 'react';
import { useFields } from '../../env/kit/field';
import type { Params } from './family';

export function useInbox(params: Params) {
  const [fields, set] = useFields<{ read: string[]; archived: string[] }>();
  const [open, setOpen] = useState(false);
  const order = (titles: string[]) => params.notifications.map((n) => n.title).filter((t) => titles.includes(t));
  const rows = params.notifications.filter((n) => !fields.archived.includes(n.title)).map((n) => ({ ...n, read: fields.read.includes(n.title) }));
  return {
    open,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    rows,
    unread: rows.filter((r) => !r.read).length,
    /** A row's read mark toggles, as inboxes let a notification be made unread again. */
    toggleRead: (title: string) => set({ read: fields.read.includes(title) ? fields.read.filter((t) => t !== title) : order([...fields.read, title]) }),
    markAllRead: () => set({ read: order([...fields.read, ...rows.map((r) => r.title)]) }),
    archive: (title: string) => set({ archived: order([...fields.archived, title]) }),
  };
}
