/** Every canonical type implemented so far, by type id (node side: generators and param schemas). */
import type { TaskFamily } from '../generator/family';
import breadcrumb from './breadcrumb/family';
import button from './button/family';
import checkbox from './checkbox/family';
import icon_button from './icon_button/family';
import link from './link/family';
import menu_button from './menu_button/family';
import pagination from './pagination/family';
import radio_group from './radio_group/family';
import select_custom_single from './select_custom_single/family';
import slider_single from './slider_single/family';
import split_button from './split_button/family';
import stepper from './stepper/family';
import switchFamily from './switch/family';
import tabs from './tabs/family';
import toolbar from './toolbar/family';

export const FAMILIES: Record<string, TaskFamily> = Object.fromEntries(
  [
    breadcrumb, button, checkbox, icon_button, link, menu_button, pagination, radio_group, select_custom_single, slider_single, split_button,
    stepper, switchFamily, tabs, toolbar,
  ].map((f) => [f.type, f as unknown as TaskFamily]),
);
