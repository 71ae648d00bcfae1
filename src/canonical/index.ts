/** Every canonical type implemented so far, by type id (node side: generators and param schemas). */
import type { TaskFamily } from '../generator/family';
import accordion from './accordion/family';
import alert_dialog_confirm from './alert_dialog_confirm/family';
import alpha_slider from './alpha_slider/family';
import autocomplete_freeform from './autocomplete_freeform/family';
import autocomplete_restricted from './autocomplete_restricted/family';
import breadcrumb from './breadcrumb/family';
import button from './button/family';
import calendar_embedded from './calendar_embedded/family';
import carousel from './carousel/family';
import cascader from './cascader/family';
import checkbox from './checkbox/family';
import checkbox_group from './checkbox_group/family';
import checkbox_tristate from './checkbox_tristate/family';
import clipboard_copy from './clipboard_copy/family';
import code_editor from './code_editor/family';
import collapsible_disclosure from './collapsible_disclosure/family';
import color_picker_2d from './color_picker_2d/family';
import color_swatch_picker from './color_swatch_picker/family';
import color_text_input from './color_text_input/family';
import combobox_editable_multi from './combobox_editable_multi/family';
import combobox_editable_single from './combobox_editable_single/family';
import context_menu from './context_menu/family';
import data_grid_editable from './data_grid_editable/family';
import data_grid_row_selection from './data_grid_row_selection/family';
import data_table_filterable from './data_table_filterable/family';
import data_table_paginated from './data_table_paginated/family';
import data_table_sortable from './data_table_sortable/family';
import date_input_text from './date_input_text/family';
import date_picker_range from './date_picker_range/family';
import date_picker_single from './date_picker_single/family';
import datetime_picker_range from './datetime_picker_range/family';
import datetime_picker_single from './datetime_picker_single/family';
import dialog_modal from './dialog_modal/family';
import download_trigger from './download_trigger/family';
import drag_drop_between_lists from './drag_drop_between_lists/family';
import drag_drop_sortable_list from './drag_drop_sortable_list/family';
import drawer from './drawer/family';
import feed_infinite_scroll from './feed_infinite_scroll/family';
import file_dropzone from './file_dropzone/family';
import file_list_manager from './file_list_manager/family';
import file_upload_button from './file_upload_button/family';
import hover_card from './hover_card/family';
import icon_button from './icon_button/family';
import inline_editable_text from './inline_editable_text/family';
import json_editor from './json_editor/family';
import kanban_board_drag_drop from './kanban_board_drag_drop/family';
import link from './link/family';
import listbox_multi from './listbox_multi/family';
import listbox_single from './listbox_single/family';
import markdown_editor from './markdown_editor/family';
import masked_input from './masked_input/family';
import mentions_input from './mentions_input/family';
import menu from './menu/family';
import menu_button from './menu_button/family';
import menubar from './menubar/family';
import meter from './meter/family';
import notification_center from './notification_center/family';
import number_input_spinbutton from './number_input_spinbutton/family';
import pagination from './pagination/family';
import password_input from './password_input/family';
import pin_input_otp from './pin_input_otp/family';
import popover from './popover/family';
import progress_bar from './progress_bar/family';
import radio_group from './radio_group/family';
import rating from './rating/family';
import rich_text_editor from './rich_text_editor/family';
import search_input from './search_input/family';
import segmented_control from './segmented_control/family';
import select_custom_multi from './select_custom_multi/family';
import select_custom_single from './select_custom_single/family';
import select_native from './select_native/family';
import select_with_search from './select_with_search/family';
import slider_range from './slider_range/family';
import slider_single from './slider_single/family';
import split_button from './split_button/family';
import stepper from './stepper/family';
import switchFamily from './switch/family';
import table_static from './table_static/family';
import tabs from './tabs/family';
import tags_input from './tags_input/family';
import text_input from './text_input/family';
import textarea from './textarea/family';
import time_input_text from './time_input_text/family';
import time_picker from './time_picker/family';
import toast_snackbar from './toast_snackbar/family';
import toggle_button from './toggle_button/family';
import toggle_button_group_multi from './toggle_button_group_multi/family';
import toolbar from './toolbar/family';
import tooltip from './tooltip/family';
import tour_teaching_tip from './tour_teaching_tip/family';
import transfer_list from './transfer_list/family';
import tree_grid from './tree_grid/family';
import tree_select from './tree_select/family';
import tree_view from './tree_view/family';
import virtual_list from './virtual_list/family';
import window_splitter from './window_splitter/family';

export const FAMILIES: Record<string, TaskFamily> = Object.fromEntries(
  [
    accordion,
    alert_dialog_confirm,
    alpha_slider,
    autocomplete_freeform,
    autocomplete_restricted,
    breadcrumb,
    button,
    calendar_embedded,
    carousel,
    cascader,
    checkbox,
    checkbox_group,
    checkbox_tristate,
    clipboard_copy,
    code_editor,
    collapsible_disclosure,
    color_picker_2d,
    color_swatch_picker,
    color_text_input,
    combobox_editable_multi,
    combobox_editable_single,
    context_menu,
    data_grid_editable,
    data_grid_row_selection,
    data_table_filterable,
    data_table_paginated,
    data_table_sortable,
    date_input_text,
    date_picker_range,
    date_picker_single,
    datetime_picker_range,
    datetime_picker_single,
    dialog_modal,
    download_trigger,
    drag_drop_between_lists,
    drag_drop_sortable_list,
    drawer,
    feed_infinite_scroll,
    file_dropzone,
    file_list_manager,
    file_upload_button,
    hover_card,
    icon_button,
    inline_editable_text,
    json_editor,
    kanban_board_drag_drop,
    link,
    listbox_multi,
    listbox_single,
    markdown_editor,
    masked_input,
    mentions_input,
    menu,
    menu_button,
    menubar,
    meter,
    notification_center,
    number_input_spinbutton,
    pagination,
    password_input,
    pin_input_otp,
    popover,
    progress_bar,
    radio_group,
    rating,
    rich_text_editor,
    search_input,
    segmented_control,
    select_custom_multi,
    select_custom_single,
    select_native,
    select_with_search,
    slider_range,
    slider_single,
    split_button,
    stepper,
    switchFamily,
    table_static,
    tabs,
    tags_input,
    text_input,
    textarea,
    time_input_text,
    time_picker,
    toast_snackbar,
    toggle_button,
    toggle_button_group_multi,
    toolbar,
    tooltip,
    tour_teaching_tip,
    transfer_list,
    tree_grid,
    tree_select,
    tree_view,
    virtual_list,
    window_splitter,
  ].map((f) => [f.type, f as unknown as TaskFamily]),
);
