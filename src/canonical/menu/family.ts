/**
 * Menu: a vertical menu of commands whose submenus hold more commands (antd's Menu in inline
 * mode, whose submenus open in place on a click; MUI's MenuList on a paper, with submenus composed
 * beside their items as MUI has none; Mantine's Menu, a dropdown from its button, with Menu.Sub
 * submenus that open on hover). Tasks run a command or walk to one inside a submenu; hard menus
 * hold the same command under two submenus, so the path matters. State: `path`, the path of the
 * last command run.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { commandItem, MENUS, pickCommand, twinPath } from '../../generator/cores/commandMenus';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The menu's name: its heading, or the label of the button that opens it. */
  label: z.string().min(1),
  items: z.array(commandItem).min(2),
});
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'menu',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['hierarchical_path_select', 'select_one'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  core(ctx) {
    const { rng, template, library } = ctx;
    const menu = rng.pick(MENUS);
    const sub = template === 'hierarchical_path_select';
    const { items, path, near } = pickCommand(ctx, menu, sub);
    // antd and MUI menus lie in the task's region; Mantine's dropdown opens in a layer of its own.
    const at = (t: Target): Target => (library === 'mantine' ? t : ctx.scope(t));
    const solution: ReferenceStep[] = [
      ...(library === 'mantine' ? [{ do: 'click' as const, target: ctx.scope({ role: 'button', name: menu.label }) }] : []),
      ...(sub ? [{ do: library === 'mantine' ? 'hover' as const : 'click' as const, target: at({ role: 'menuitem', name: path[0] }) }] : []),
      { do: 'click', target: at({ role: 'menuitem', name: path[path.length - 1] }) },
    ];
    const twin = sub && !!twinPath(items, path);
    return {
      params: { label: menu.label, items },
      checks: [{ kind: 'path_equals', field: 'path', target: path }],
      goal: {
        text: `choose ${path.map((p) => `"${p}"`).join(' › ')} in the "${menu.label}" menu`,
        reference: `choose the command shown in the reference picture in the "${menu.label}" menu`,
      },
      solution,
      wrong: [{ why: `chose ${near.join(' › ')}`, fields: { path: near } }],
      axes: { depth_layering: sub ? 1 : 0, disambiguation_load: twin ? 1 : 0, density_choice_interference: items.length > 5 ? 1 : 0 },
      why: `${items.length} items${sub ? `, the command inside the "${path[0]}" submenu` : ''}${twin ? ', which another submenu also holds' : ''}`,
    };
  },
});
