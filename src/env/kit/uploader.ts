import { useRef, useState } from 'react';
import type { UploaderParams } from '../../generator/cores/files';
import { useField } from './field';

/** An attached file: `uid` tells apart two attachments of one name. */
export interface Attached { uid: string; name: string }

export interface Uploader {
  files: Attached[];
  /** Files the chooser delivered: refused by type, or attached (replacing the old one when single). */
  add(files: readonly File[]): void;
  remove(uid: string): void;
  /** Why the last files were refused, shown under the button (null when none were). */
  error: string | null;
  accept: string;
}

const extOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/**
 * An uploader's state and rules, the same in every library: files of another type are refused
 * with a message, a single uploader keeps only its newest file, and the committed `files` field is
 * the list of names.
 */
export function useUploader(params: UploaderParams): Uploader {
  const [, setNames] = useField<string[]>('files');
  const next = useRef(0);
  const [files, setFiles] = useState<Attached[]>(() => params.initial.map((name) => ({ uid: `f${next.current++}`, name })));
  const [error, setError] = useState<string | null>(null);
  const commit = (list: Attached[]) => {
    setFiles(list);
    setNames(list.map((f) => f.name));
  };
  return {
    files,
    error,
    accept: params.accept.join(','),
    add(chosen) {
      const refused = chosen.filter((f) => !params.accept.includes(extOf(f.name)));
      const taken = chosen.filter((f) => !refused.includes(f)).map((f) => ({ uid: `f${next.current++}`, name: f.name }));
      setError(refused.length ? `${refused.map((f) => f.name).join(', ')}: not an accepted file type (${params.hint})` : null);
      if (taken.length) commit(params.multiple ? [...files, ...taken] : taken.slice(-1));
    },
    remove(uid) {
      commit(files.filter((f) => f.uid !== uid));
    },
  };
}
