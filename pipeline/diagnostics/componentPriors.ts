/**
 * The component-driven prior of the failure taxonomy: for every canonical type, the mechanism a
 * failure on it most plausibly has before the trace is read, plus the traits the trace rules need
 * (whether the value is set by pointer position, whether the core gesture is a drag). The labeler
 * keeps the prior only when the trace supports it; it is a tie-breaker, never a verdict.
 */
import type { FailureCategory } from './categories';

export type ComponentTrait =
  /** The value follows the pointer's position along an axis (sliders, splitters): misses are calibration. */
  | 'pointer_value'
  /** The core interaction is a drag gesture. */
  | 'drag';

export interface ComponentPrior {
  prior: FailureCategory;
  traits: readonly ComponentTrait[];
}

const p = (prior: FailureCategory, ...traits: ComponentTrait[]): ComponentPrior => ({ prior, traits });

/** One row per canonical type of the ontology (checked against content/ontology by the tests). */
export const COMPONENT_PRIORS: Readonly<Record<string, ComponentPrior>> = {
  // Command & navigation: one click on the right control; failures are mostly hitting the wrong one.
  button: p('target_acquisition'),
  icon_button: p('target_acquisition'),
  link: p('target_acquisition'),
  menu_button: p('transient_state_loss'),
  split_button: p('transient_state_loss'),
  toolbar: p('target_acquisition'),
  breadcrumb: p('target_acquisition'),
  pagination: p('target_acquisition'),
  stepper: p('widget_procedure_missing'),
  tabs: p('target_acquisition'),
  // Disclosure & progressive.
  accordion: p('target_acquisition'),
  collapsible_disclosure: p('target_acquisition'),
  carousel: p('widget_procedure_missing'),
  feed_infinite_scroll: p('widget_procedure_missing'),
  window_splitter: p('drag_execution', 'drag', 'pointer_value'),
  // Text entry: a wrong string is a semantic error; widgets that need a key or a pick to accept input are procedures.
  text_input: p('semantic_value'),
  textarea: p('semantic_value'),
  password_input: p('semantic_value'),
  number_input_spinbutton: p('semantic_value'),
  masked_input: p('widget_procedure_missing'),
  pin_input_otp: p('widget_procedure_missing'),
  tags_input: p('widget_procedure_missing'),
  mentions_input: p('widget_procedure_missing'),
  search_input: p('semantic_value'),
  inline_editable_text: p('transient_state_loss'),
  // Discrete choice.
  checkbox: p('target_acquisition'),
  checkbox_group: p('target_acquisition'),
  checkbox_tristate: p('widget_procedure_missing'),
  radio_group: p('target_acquisition'),
  switch: p('target_acquisition'),
  toggle_button: p('target_acquisition'),
  toggle_button_group_multi: p('target_acquisition'),
  segmented_control: p('target_acquisition'),
  rating: p('target_acquisition'),
  // List-based selection: popups that close before the pick.
  select_native: p('widget_procedure_missing'),
  select_custom_single: p('transient_state_loss'),
  select_custom_multi: p('transient_state_loss'),
  select_with_search: p('widget_procedure_missing'),
  listbox_single: p('target_acquisition'),
  listbox_multi: p('target_acquisition'),
  transfer_list: p('widget_procedure_missing'),
  // Combobox & autocomplete: type, then pick a suggestion.
  combobox_editable_single: p('widget_procedure_missing'),
  combobox_editable_multi: p('widget_procedure_missing'),
  autocomplete_freeform: p('semantic_value'),
  autocomplete_restricted: p('widget_procedure_missing'),
  // Hierarchical selection: nested popups.
  menu: p('transient_state_loss'),
  menubar: p('transient_state_loss'),
  context_menu: p('transient_state_loss'),
  tree_view: p('widget_procedure_missing'),
  tree_select: p('transient_state_loss'),
  tree_grid: p('widget_procedure_missing'),
  cascader: p('transient_state_loss'),
  // Continuous & high precision.
  slider_single: p('continuous_calibration', 'pointer_value'),
  slider_range: p('continuous_calibration', 'pointer_value'),
  alpha_slider: p('continuous_calibration', 'pointer_value'),
  meter: p('continuous_calibration', 'pointer_value'),
  progress_bar: p('continuous_calibration', 'pointer_value'),
  color_picker_2d: p('continuous_calibration', 'pointer_value'),
  color_swatch_picker: p('target_acquisition'),
  color_text_input: p('semantic_value'),
  // Date & time: calendar navigation, and pickers that need OK.
  date_picker_single: p('widget_procedure_missing'),
  date_picker_range: p('widget_procedure_missing'),
  datetime_picker_single: p('missing_commit'),
  datetime_picker_range: p('missing_commit'),
  time_picker: p('transient_state_loss'),
  calendar_embedded: p('target_acquisition'),
  date_input_text: p('semantic_value'),
  time_input_text: p('semantic_value'),
  // Overlays & transient UI.
  dialog_modal: p('widget_procedure_missing'),
  drawer: p('widget_procedure_missing'),
  popover: p('transient_state_loss'),
  tooltip: p('transient_state_loss'),
  hover_card: p('transient_state_loss'),
  toast_snackbar: p('transient_state_loss'),
  alert_dialog_confirm: p('missing_commit'),
  notification_center: p('widget_procedure_missing'),
  tour_teaching_tip: p('widget_procedure_missing'),
  // Structured data display.
  table_static: p('semantic_value'),
  data_table_sortable: p('widget_procedure_missing'),
  data_table_paginated: p('target_acquisition'),
  data_table_filterable: p('missing_commit'),
  data_grid_editable: p('missing_commit'),
  data_grid_row_selection: p('target_acquisition'),
  virtual_list: p('widget_procedure_missing'),
  // Files, clipboard, downloads.
  file_upload_button: p('widget_procedure_missing'),
  file_dropzone: p('widget_procedure_missing'),
  file_list_manager: p('target_acquisition'),
  clipboard_copy: p('widget_procedure_missing'),
  download_trigger: p('target_acquisition'),
  // Drag/drop & workspace.
  drag_drop_sortable_list: p('drag_execution', 'drag'),
  drag_drop_between_lists: p('drag_execution', 'drag'),
  kanban_board_drag_drop: p('drag_execution', 'drag'),
  resizable_columns: p('drag_execution', 'drag', 'pointer_value'),
  // Advanced editors.
  rich_text_editor: p('widget_procedure_missing'),
  markdown_editor: p('semantic_value'),
  code_editor: p('semantic_value'),
  json_editor: p('semantic_value'),
};

/** The prior of a canonical type, or null for a type outside the table (the trace alone decides). */
export function componentPrior(canonicalType: string): ComponentPrior | null {
  return Object.prototype.hasOwnProperty.call(COMPONENT_PRIORS, canonicalType) ? COMPONENT_PRIORS[canonicalType] : null;
}
