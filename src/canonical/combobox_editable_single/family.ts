/**
 * Editable combobox: a text field with a suggestion list that opens with the field and narrows as
 * one types (antd's AutoComplete, MUI's Autocomplete with freeSolo, Mantine's Autocomplete). Its
 * value is what it commits: a suggestion picked, or the text when Enter is pressed or the field is
 * left; typing alone commits nothing. Tasks pick a suggestion after typing its first letters (hard
 * ones share those letters with others), enter a value nobody suggested, or clear the field.
 * State: `value`, the committed text.
 */
import { suggestedTextFamily, suggestedTextParams, type SuggestedTextParams } from '../../generator/cores/suggestions';
import { model } from './model';

export const params = suggestedTextParams;
export type Params = SuggestedTextParams;

export default suggestedTextFamily({
  type: 'combobox_editable_single',
  model,
  templates: ['select_one', 'enter_text', 'clear_reset'],
  minChars: 0,
  baseAxes: { depth_layering: 2, feedback_dynamics: 2 },
});
