/** Every canonical type implemented so far, by type id (node side: generators and param schemas). */
import type { TaskFamily } from '../generator/family';
import button from './button/family';
import checkbox from './checkbox/family';
import inline_editable_text from './inline_editable_text/family';
import masked_input from './masked_input/family';
import mentions_input from './mentions_input/family';
import pin_input_otp from './pin_input_otp/family';
import radio_group from './radio_group/family';
import select_custom_single from './select_custom_single/family';
import slider_single from './slider_single/family';
import switchFamily from './switch/family';
import tabs from './tabs/family';
import tags_input from './tags_input/family';

export const FAMILIES: Record<string, TaskFamily> = Object.fromEntries(
  [
    button, checkbox, inline_editable_text, masked_input, mentions_input, pin_input_otp, radio_group, select_custom_single, slider_single,
    switchFamily, tabs, tags_input,
  ].map((f) => [f.type, f as unknown as TaskFamily]),
);
