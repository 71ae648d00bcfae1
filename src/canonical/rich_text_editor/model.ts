import { newlyMarkedText, richPlainText, type RichNode } from '../../env/kit/richText';
import type { Json } from '../../core/json';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `doc` (the document's blocks, normalized; written on every change). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ doc: p.initial as unknown as Json }),
  // The picture shows the words the goal formats, or the text a new document holds.
  figure: (goal, p) => {
    const blocks = goal.doc as unknown as RichNode[];
    return { kind: 'text', text: newlyMarkedText(p.initial, blocks) || richPlainText(blocks) };
  },
};
