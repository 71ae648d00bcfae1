import type { UploaderParams } from '../../generator/cores/files';
import type { TypeModel } from './types';

/** The file types' state field: `files` (the names of the attached files, in the order they were added). */
export const uploaderModel: TypeModel<UploaderParams> = {
  initialFields: (p) => ({ files: p.initial }),
  figure: (goal) => {
    const names = goal.files as string[];
    return names.length ? { kind: 'chips', items: names } : { kind: 'text', text: 'No files' };
  },
};

/** A drop area's middle line, the same on every page. */
export const DROP_LINE = 'Drag files here or click to browse';
