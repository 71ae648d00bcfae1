/** Every canonical type implemented so far, by type id (node side: generators and param schemas). */
import type { TaskFamily } from '../generator/family';
import button from './button/family';
import checkbox from './checkbox/family';
import number_input_spinbutton from './number_input_spinbutton/family';
import password_input from './password_input/family';
import radio_group from './radio_group/family';
import search_input from './search_input/family';
import select_custom_single from './select_custom_single/family';
import slider_single from './slider_single/family';
import switchFamily from './switch/family';
import tabs from './tabs/family';
import text_input from './text_input/family';
import textarea from './textarea/family';

export const FAMILIES: Record<string, TaskFamily> = Object.fromEntries(
  [button, checkbox, number_input_spinbutton, password_input, radio_group, search_input, select_custom_single, slider_single, switchFamily, tabs, text_input, textarea].map((f) => [f.type, f as unknown as TaskFamily]),
);
