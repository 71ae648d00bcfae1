/**
 * The Core suite's composition: 19 generation units, each a group of related canonical types that
 * share one interaction surface, 48 tasks per unit. The per-(type, library) counts follow the
 * official release's Core files (tasks_v2); where this repository's libraries differ from the
 * release's, `differs` says how and why, and the composition docs print it.
 */
import type { Library } from '../core/ontology';
import type { TierShares } from './plan';

export interface CoreMember {
  type: string;
  /** Tasks per library in our Core. */
  counts: Partial<Record<Library, number>>;
  /** The release's counts when ours differ (`external` is a third-party component the release used). */
  release?: Partial<Record<Library | 'external', number>>;
  /** Why ours differ from the release. */
  differs?: string;
}

export interface CoreUnit {
  /** Two-digit unit number and slug, as the release numbers its Core files. */
  id: string;
  title: string;
  members: CoreMember[];
}

export const CORE_TASKS_PER_UNIT = 48;

/** The share of Core's (all hard) tasks in tier L3: 513 of 912 in the release's Core files. */
export const CORE_TIER_SHARES: TierShares = { hard: 513 / 912 };

const even = (antd: number, mui: number, mantine: number) => ({ antd, mui, mantine });

export const CORE_UNITS: readonly CoreUnit[] = [
  { id: '01_editors', title: 'Markdown, code and JSON editors', members: [
    { type: 'markdown_editor', counts: even(6, 5, 5), release: { external: 16 },
      differs: 'the release ran one third-party Markdown editor; ours renders an editor in each library, so its 16 tasks are spread over the three' },
    { type: 'code_editor', counts: even(6, 5, 5) },
    { type: 'json_editor', counts: even(5, 6, 5) },
  ] },
  { id: '02_rich_text', title: 'Rich text editor', members: [
    { type: 'rich_text_editor', counts: { mantine: 48 }, release: even(16, 16, 16),
      differs: 'ours ships on Mantine only (its Tiptap editor); antd and MUI have no rich text editor of their own' },
  ] },
  { id: '03_inline_and_masked', title: 'Inline editable text and masked input', members: [
    { type: 'inline_editable_text', counts: even(8, 8, 8) },
    { type: 'masked_input', counts: even(8, 8, 8) },
  ] },
  { id: '04_search_and_combobox', title: 'Autocomplete, searchable select and multi combobox', members: [
    { type: 'autocomplete_freeform', counts: even(4, 4, 4) },
    { type: 'autocomplete_restricted', counts: even(4, 4, 4) },
    { type: 'select_with_search', counts: even(4, 4, 4) },
    { type: 'combobox_editable_multi', counts: even(4, 4, 4) },
  ] },
  { id: '05_mentions_and_tags', title: 'Mentions and tags', members: [
    { type: 'mentions_input', counts: even(8, 8, 8) },
    { type: 'tags_input', counts: even(8, 8, 8) },
  ] },
  { id: '06_single_select', title: 'Single selection', members: [
    { type: 'select_custom_single', counts: even(6, 6, 6) },
    { type: 'select_native', counts: { mui: 8, mantine: 8 } },
    { type: 'listbox_single', counts: even(5, 5, 4) },
  ] },
  { id: '07_multi_select', title: 'Multiple selection', members: [
    { type: 'select_custom_multi', counts: even(5, 6, 5) },
    { type: 'listbox_multi', counts: even(5, 6, 5) },
    { type: 'transfer_list', counts: even(6, 5, 5) },
  ] },
  { id: '08_tree_select_and_cascader', title: 'Tree select and cascader', members: [
    { type: 'tree_select', counts: even(8, 8, 8) },
    { type: 'cascader', counts: { antd: 24 } },
  ] },
  { id: '09_tree_view_and_grid', title: 'Tree view and tree grid', members: [
    { type: 'tree_view', counts: even(8, 8, 8) },
    { type: 'tree_grid', counts: even(8, 8, 8) },
  ] },
  { id: '10_data_tables', title: 'Browsing data tables', members: [
    { type: 'data_table_filterable', counts: even(6, 6, 4) },
    { type: 'data_table_sortable', counts: even(5, 6, 5) },
    { type: 'data_table_paginated', counts: even(5, 5, 6) },
  ] },
  { id: '11_editable_grid', title: 'Editable data grid', members: [
    { type: 'data_grid_editable', counts: { antd: 24, mui: 24 } },
  ] },
  { id: '12_resizable_layout', title: 'Resizable layout', members: [
    { type: 'window_splitter', counts: { mui: 24, mantine: 24 }, release: even(8, 8, 8),
      differs: 'resizable columns (the release\'s other 24 tasks of this unit) and antd\'s splitter are not built: both resize by pointer only (no keys, no indexed element), so no task of theirs has a solution in every observation/action space; the unit\'s 48 tasks are MUI\'s and Mantine\'s splitters' },
  ] },
  { id: '13_drag_and_drop', title: 'Drag-and-drop workspace', members: [
    { type: 'drag_drop_sortable_list', counts: even(6, 5, 5) },
    { type: 'drag_drop_between_lists', counts: even(5, 6, 5) },
    { type: 'kanban_board_drag_drop', counts: even(5, 5, 6) },
  ] },
  { id: '14_sliders', title: 'Sliders', members: [
    { type: 'slider_single', counts: even(8, 8, 8) },
    { type: 'slider_range', counts: even(8, 8, 8) },
  ] },
  { id: '15_color', title: 'Colour pickers', members: [
    { type: 'color_picker_2d', counts: { antd: 8, mantine: 8 } },
    { type: 'color_swatch_picker', counts: { antd: 8, mantine: 8 } },
    { type: 'alpha_slider', counts: even(6, 5, 5) },
  ] },
  { id: '16_date_and_time', title: 'Date and time pickers', members: [
    { type: 'date_picker_single', counts: even(4, 3, 3) },
    { type: 'date_picker_range', counts: even(4, 3, 3) },
    { type: 'datetime_picker_range', counts: even(3, 4, 3) },
    { type: 'time_picker', counts: even(4, 3, 3) },
    { type: 'calendar_embedded', counts: even(2, 3, 3) },
  ] },
  { id: '17_context_menu', title: 'Context menu', members: [
    { type: 'context_menu', counts: even(16, 16, 16) },
  ] },
  { id: '18_dialog', title: 'Modal dialog', members: [
    { type: 'dialog_modal', counts: even(18, 18, 12) },
  ] },
  { id: '19_virtual_lists', title: 'Virtual list and infinite feed', members: [
    { type: 'virtual_list', counts: even(8, 8, 8) },
    { type: 'feed_infinite_scroll', counts: even(8, 8, 8) },
  ] },
];

/** Every Core type, sorted. */
export const CORE_TYPES: readonly string[] = CORE_UNITS.flatMap((u) => u.members.map((m) => m.type)).sort();

export const memberTotal = (m: CoreMember): number => Object.values(m.counts).reduce((a, b) => a + (b ?? 0), 0);

/** The unit a canonical type belongs to in Core, if any. */
export function coreUnitOf(type: string): CoreUnit | undefined {
  return CORE_UNITS.find((u) => u.members.some((m) => m.type === type));
}
