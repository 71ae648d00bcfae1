import type { TypeModel } from '../../env/kit/types';
import type { Params } from './family';

/** Accessible names of the editor's buttons for a field labelled `label`. */
export const editorNames = (label: string) => ({
  edit: `Edit ${label.toLowerCase()}`,
  save: `Save ${label.toLowerCase()}`,
  cancel: 'Cancel editing',
});

/** State field: `text` (the saved text; an edit counts only once saved). */
export const model: TypeModel<Params> = {
  initialFields: (p) => ({ text: p.initial }),
  figure: (goal) => ({ kind: 'text', text: String(goal.text) }),
};
