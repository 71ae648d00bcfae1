import type { ReactNode, RefObject } from 'react';

/** What a library's frame around a CodeMirror surface shows: the file, its language, toolbar buttons and a status line. */
export interface CodeFrameProps {
  file: string;
  /** Id the file name carries: it names the editing surface. */
  labelId: string;
  language: string;
  buttons: { label: string; onClick(): void }[];
  /** Where CodeMirror mounts. */
  host: RefObject<HTMLDivElement | null>;
  /** A problem with the document, shown under it ('' when none). */
  problem?: string;
  /** Shown under the document when there is no problem. */
  status?: ReactNode;
}
