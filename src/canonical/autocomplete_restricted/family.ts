/**
 * Restricted autocomplete: a field that suggests values only once two letters are typed, as a
 * search-backed field does (the suggestions come from the spec, filtered at once), and takes
 * nothing but a suggestion (antd's Select with search, MUI's Autocomplete, Mantine's searchable
 * Select). Tasks pick a value from what its first letters bring up; hard ones share those letters
 * with other suggestions. Typed text never counts, not even a whole suggestion's name typed and
 * left; in antd, Enter and Tab pick the active suggestion (the first that begins with the typed
 * text). State: `value`, the picked suggestion.
 */
import { suggestedTextFamily, suggestedTextParams, type SuggestedTextParams } from '../../generator/cores/suggestions';
import { model } from './model';

export const params = suggestedTextParams;
export type Params = SuggestedTextParams;

export default suggestedTextFamily({
  type: 'autocomplete_restricted',
  restricted: true,
  model,
  templates: ['search_and_select'],
  minChars: 2,
  baseAxes: { depth_layering: 2, feedback_dynamics: 2, semantic_observability: 2 },
});
