/**
 * Inline editing for libraries without an editable text component: a read view with an edit
 * button, and an edit view whose field saves on Enter (or its save button) and cancels on Escape.
 * Only a save writes the value; a typed but unsaved draft stays a draft.
 */
import { useState, type KeyboardEvent } from 'react';

export interface InlineEdit {
  editing: boolean;
  draft: string;
  setDraft(v: string): void;
  start(): void;
  save(): void;
  cancel(): void;
  onKeyDown(e: KeyboardEvent): void;
}

export function useInlineEdit(saved: string, onSave: (v: string) => void): InlineEdit {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(saved);
  const save = () => {
    onSave(draft.trim());
    setEditing(false);
  };
  const cancel = () => setEditing(false);
  return {
    editing, draft, setDraft, save, cancel,
    start() {
      setDraft(saved);
      setEditing(true);
    },
    onKeyDown(e) {
      if (e.key === 'Enter') {
        e.preventDefault();
        save();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        cancel();
      }
    },
  };
}

/** 24×24 outline icon paths (pencil, check mark, cross) for the editor's icon buttons. */
export const ICON_PATHS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  save: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  cancel: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;
