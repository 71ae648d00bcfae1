/**
 * Free-form autocomplete: a text field that suggests values only once two letters are typed, as a
 * search-backed field does (the suggestions come from the spec, filtered at once), and takes any
 * text as well (antd's AutoComplete, MUI's Autocomplete with freeSolo, Mantine's Autocomplete).
 * Tasks enter a value no suggestion holds while look-alike suggestions show, or pick a suggestion
 * from what the first letters bring up. The value counts when committed: a suggestion picked, or
 * the text on Enter or on leaving the field. State: `value`, the committed text.
 */
import { suggestedTextFamily, suggestedTextParams, type SuggestedTextParams } from '../../generator/cores/suggestions';
import { model } from './model';

export const params = suggestedTextParams;
export type Params = SuggestedTextParams;

export default suggestedTextFamily({
  type: 'autocomplete_freeform',
  model,
  templates: ['enter_text', 'search_and_select'],
  minChars: 2,
  baseAxes: { depth_layering: 2, feedback_dynamics: 2, semantic_observability: 2 },
});
