/**
 * Tree grid: a table whose group rows expand to show the rows under them, each row with a selection
 * checkbox (antd's Table with `children` rows; MUI and Mantine ship no tree table outside paid
 * grids, so their Table with a toggle button per group row and a checkbox per row, as their table
 * examples compose expandable and selectable rows). Tasks expand a group, select an exact set of
 * rows, or clear the selection; hard tables repeat a name under two groups. No library gives the
 * rows tree semantics (level, expanded): depth shows only as indentation, and none is added here.
 * State: `expanded` (open groups) and `checked` (selected rows), as paths of labels.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { allPaths, samePath, type NodePath } from '../../core/treePaths';
import { nodePath, treeNode } from '../../generator/cores/hierarchy';
import { treeCore, type Place, type TreeControls } from '../../generator/cores/treeTasks';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  label: z.string().min(1),
  nodes: z.array(treeNode).min(2),
  /** Titles of the columns after the name. */
  columns: z.tuple([z.string().min(1), z.string().min(1)]),
  /** Their cells, one pair per node in display order. */
  cells: z.array(z.tuple([z.string(), z.string()])),
  /** On load: the open groups and the selected rows. */
  expanded: z.array(nodePath),
  checked: z.array(nodePath),
});
export type Params = z.infer<typeof params>;
export type Fields = { expanded: NodePath[]; checked: NodePath[] };

const OWNERS = ['Ana Ruiz', 'Ben Okafor', 'Chen Wei', 'Dara Singh', 'Eli Novak', 'Fatima Noor', 'Gus Lind'];
const STATUSES = ['Active', 'Paused', 'In review'];
const nth = (k: number) => (k ? { nth: k } : {});

/**
 * The controls as each library names them: antd's expand buttons are "Expand row", its checkboxes
 * are named after the row's position among the shown rows ("Select row 3", "Row 3 selected" once
 * ticked). The MUI table names its toggles "expand row" and each checkbox after its row's name
 * cell, as MUI's examples do; the Mantine table, like Mantine's example, names every checkbox
 * "Select row", and its toggles "Expand row" and "Collapse row" as antd's are.
 */
/** A row's position among its siblings, from 1: what antd names its checkbox after. */
const siblingNumber = (shown: NodePath[], path: NodePath) =>
  shown.filter((p) => p.length === path.length && samePath(p.slice(0, -1), path.slice(0, -1))).findIndex((p) => samePath(p, path)) + 1;

/** antd's checkbox of a row: "Select row k" or "Row k selected" (k among its siblings), and which of the shown ones so named. */
function antdBox(path: NodePath, at: Place): Target {
  const on = (p: NodePath) => at.ticked.some((t) => samePath(t, p));
  const name = (p: NodePath) => (on(p) ? `Row ${siblingNumber(at.shown, p)} selected` : `Select row ${siblingNumber(at.shown, p)}`);
  const k = at.shown.filter((p) => name(p) === name(path)).findIndex((p) => samePath(p, path));
  return { role: 'checkbox', name: name(path), ...nth(k) };
}

function controls(ctx: CoreContext): TreeControls {
  return {
    // MUI's example keeps one label, "expand row", on open and closed rows alike.
    expand: (_, at) => [{ do: 'click', target: ctx.scope(ctx.library === 'mui' ? { role: 'button', name: 'expand row', ...nth(at.folder) } : { role: 'button', name: 'Expand row', ...nth(at.closed) }) }],
    tick: (path, at) => {
      const box: Target = ctx.library === 'antd' ? antdBox(path, at) : ctx.library === 'mui'
        ? { role: 'checkbox', name: path[path.length - 1], ...nth(at.nth) }
        : { role: 'checkbox', name: 'Select row', ...nth(at.row) };
      return [{ do: 'click', target: ctx.scope(box) }];
    },
  };
}

export default defineFamily<Params>({
  type: 'tree_grid',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_many', 'disclose', 'clear_reset'],
  // A table is not set inside another table's row.
  excludeWrappers: ['table_operation'],
  baseAxes: { depth_layering: 2, density_choice_interference: 2 },
  wideFrame: true,
  core(ctx) {
    const task = treeCore(ctx, controls(ctx), (t) => ({
      label: t.label, nodes: t.nodes, columns: ['Owner', 'Status'] as [string, string], cells: [] as [string, string][],
      expanded: t.initial.expanded, checked: t.initial.checked,
    }), { container: 'table', folder: 'group', tick: 'select', untick: 'deselect', ticked: 'selected' });
    const cells = allPaths(task.params.nodes).map((): [string, string] => [ctx.rng.pick(OWNERS), ctx.rng.pick(STATUSES)]);
    return { ...task, params: { ...task.params, cells } };
  },
});
