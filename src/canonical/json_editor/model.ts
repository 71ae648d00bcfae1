import { firstChangedValue, parseJsonDoc, pathText } from '../../env/kit/code';
import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** State field: `json` (the value of the document, written whenever it parses; null while a new file has none). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ json: parseJsonDoc(p.initial) ?? null }),
  // The picture shows the value the goal sets (a whole object for a new file).
  figure: (goal, p) => {
    const was = parseJsonDoc(p.initial);
    const hit = was === undefined ? null : firstChangedValue(was, goal.json);
    return { kind: 'text', text: hit && hit.path.length ? `${pathText(hit.path)}: ${JSON.stringify(hit.value)}` : JSON.stringify(goal.json) };
  },
};
