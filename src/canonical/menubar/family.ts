/**
 * Menu bar: a row of menus, each opening its commands and submenus (antd's Menu in horizontal
 * mode, whose menus and submenus open on hover; MUI's AppBar and Toolbar with a Button and a Menu
 * for each, as MUI composes one, submenus beside their items; Mantine's Menubar, a WAI-ARIA menu
 * bar whose menus open on a click, with Menu.Sub submenus on hover). Tasks walk from a menu to a
 * command, through a submenu on harder ones; hard menus hold the same command under two submenus.
 * State: `path`, from the menu to the command.
 */
import { z } from 'zod';
import type { ReferenceStep } from '../../core/taskSpec';
import { commandItem, MENUS, pickCommand, twinPath } from '../../generator/cores/commandMenus';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  menus: z.array(z.strictObject({ label: z.string().min(1), items: z.array(commandItem).min(2) })).min(2),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'menubar',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['hierarchical_path_select', 'navigate_to'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core(ctx) {
    const { rng, bucket, template, library } = ctx;
    const shown = bucket === 'hard' ? MENUS : MENUS.slice(0, 3);
    const menu = rng.pick(shown);
    // navigate_to runs a command straight from a menu; hierarchical_path_select goes through a submenu.
    const sub = template === 'hierarchical_path_select';
    const { items, path: inMenu, near: nearInMenu } = pickCommand(ctx, menu, sub);
    const menus = shown.map((m) => (m === menu ? { label: m.label, items } : { label: m.label, items: pickCommand(ctx, m, sub).items }));
    const path = [menu.label, ...inMenu];
    // Every library's menus open in a layer of their own; only the bar lies in the task's region.
    const openMenu: ReferenceStep = library === 'antd'
      ? { do: 'hover', target: ctx.scope({ role: 'menuitem', name: menu.label }) }
      : { do: 'click', target: ctx.scope({ role: library === 'mui' ? 'button' : 'menuitem', name: menu.label }) };
    const solution: ReferenceStep[] = [
      openMenu,
      ...(sub ? [{ do: library === 'mui' ? 'click' as const : 'hover' as const, target: { role: 'menuitem', name: inMenu[0] } }] : []),
      { do: 'click', target: { role: 'menuitem', name: inMenu[inMenu.length - 1] } },
    ];
    const twin = sub && !!twinPath(items, inMenu);
    return {
      params: { menus },
      checks: [{ kind: 'path_equals', field: 'path', target: path }],
      goal: {
        text: `choose ${path.map((p) => `"${p}"`).join(' › ')} in the menu bar`,
        reference: 'choose the command shown in the reference picture in the menu bar',
      },
      solution,
      wrong: [{ why: `chose ${[menu.label, ...nearInMenu].join(' › ')}`, fields: { path: [menu.label, ...nearInMenu] } }],
      axes: { depth_layering: sub ? 1 : 0, disambiguation_load: twin ? 1 : 0, density_choice_interference: items.length > 5 ? 1 : 0 },
      why: `${menus.length} menus, ${items.length} items in "${menu.label}"${sub ? `, the command inside the "${inMenu[0]}" submenu` : ''}${twin ? ', which another submenu also holds' : ''}`,
    };
  },
});
