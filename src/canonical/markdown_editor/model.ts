import { firstNewElementText, markdownHtml } from '../../env/kit/markdown';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `html` (what the markdown renders to, trimmed; written on every change). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ html: markdownHtml(p.initial) }),
  // The picture shows the words the goal formats, or the text a new note holds.
  figure: (goal, p) => {
    const html = String(goal.html);
    return { kind: 'text', text: (p.initial ? firstNewElementText(markdownHtml(p.initial), html) : '') || html.replace(/<[^>]+>/g, '') };
  },
};
