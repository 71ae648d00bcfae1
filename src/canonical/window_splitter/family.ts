/**
 * Window splitter: two panes side by side (folders and messages, files and a diff) divided by a
 * bar that resizes them; tasks set the first pane's share of the width to a size, a range, or an
 * even split, within a tolerance. Mantine's Splitter moves 1% per arrow key and 10% with Shift;
 * MUI ships no splitter, so its panes are react-resizable-panels' (a Group of Panels with a
 * Separator, 5% per arrow key) inside MUI's Paper. Pointer users drag the bar; the oracle computes
 * the drop from the group's box and corrects with the keys. The size counts when the resize ends
 * (the pointer released, or a key pressed). antd's Splitter is not on: its bar takes the pointer
 * alone (no focus, no keys, no value in the accessibility tree), so an agent acting by element ids
 * has no way to give a pane a size; it waits on how pointer-only resizing enters the id modes.
 * State: `size`, the first pane's percentage of the width.
 */
import { z } from 'zod';
import type { Library } from '../../core/ontology';
import type { ReferenceStep } from '../../core/taskSpec';
import { gridIndex, keyIndexPath, type Grid, type KeyModel } from '../../generator/cores/calibration';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** What the layout is, shown above it. */
  label: z.string().min(1),
  /** The panes' titles, left then right. */
  panes: z.tuple([z.string().min(1), z.string().min(1)]),
  /** What each pane shows, left then right. */
  lines: z.tuple([z.array(z.string()), z.array(z.string())]),
  /** The first pane's percentage of the width on load. */
  initial: z.number().int().min(10).max(90),
});
export type Params = z.infer<typeof params>;

const LAYOUTS = [
  { label: 'Mail', panes: ['Folders', 'Messages'], left: ['Inbox', 'Drafts', 'Sent', 'Archive'], right: ['Quarterly numbers are in', 'Lunch on Friday?', 'Your invoice for May'] },
  { label: 'Code review', panes: ['Changed files', 'Diff'], left: ['src/app.ts', 'src/routes.ts', 'README.md'], right: ['+ export function start()', '- const port = 80', '+ const port = 8080'] },
  { label: 'Design file', panes: ['Layers', 'Canvas'], left: ['Header', 'Hero image', 'Sign-up form', 'Footer'], right: ['Frame 1440 × 900', 'Zoom 100%'] },
  { label: 'Documentation', panes: ['Outline', 'Page'], left: ['Getting started', 'Configuration', 'Deployment'], right: ['Install the command-line tool', 'Run it once to create a config file'] },
] as const;

/** Each library's separator keys: Mantine 1% per arrow and 10% with Shift; react-resizable-panels 5% per arrow; both Home and End. */
const KEYS: Partial<Record<Library, { grid: Grid; model: KeyModel; page?: [string, string] }>> = {
  mantine: { grid: { min: 0, step: 1, n: 100 }, model: { edges: true, page: () => 10 }, page: ['Shift+ArrowRight', 'Shift+ArrowLeft'] },
  mui: { grid: { min: 0, step: 5, n: 20 }, model: { edges: true, page: () => null } },
};

const BUCKETS = {
  easy: { tolerance: 5, distance: [10, 20] },
  mid: { tolerance: 3, distance: [15, 30] },
  hard: { tolerance: 2, distance: [20, 40] },
} as const;

export default defineFamily<Params>({
  type: 'window_splitter',
  libraries: ['mui', 'mantine'],
  params,
  model,
  templates: ['set_scalar', 'set_range', 'clear_reset'],
  baseAxes: { precision_requirement: 3, target_acquisition: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const layout = rng.pick(LAYOUTS);
    const [first, second] = layout.panes;
    const b = BUCKETS[bucket];
    let initial: number;
    let target: number;
    let tolerance: number = b.tolerance;
    if (template === 'clear_reset') {
      initial = rng.pick([20, 25, 30, 70, 75, 80].filter((v) => Math.abs(v - 50) >= b.distance[0]));
      target = 50;
    } else {
      initial = rng.pick([30, 35, 40, 45, 50, 55, 60, 65, 70]);
      const options = [];
      for (let d = b.distance[0]; d <= b.distance[1]; d += 5) options.push(initial + d, initial - d);
      target = rng.pick(options.filter((v) => v >= 15 && v <= 85));
      if (template === 'set_range') tolerance = b.tolerance + 3;
    }
    const keys = KEYS[ctx.library]!;
    const bar = ctx.scope({ role: 'separator', name: '' });
    const slack = Math.floor(tolerance / keys.grid.step);
    const path = keyIndexPath(keys.model, keys.grid, gridIndex(keys.grid, initial), gridIndex(keys.grid, target), [0, keys.grid.n], slack)
      .map((k) => (k === 'PageUp' ? keys.page![0] : k === 'PageDown' ? keys.page![1] : k));
    const solution: ReferenceStep[] = path.map((key) => ({ do: 'press', target: bar, key }));
    const pointerSolution: ReferenceStep[] = [{ do: 'slide', target: bar, value: target, tolerance }];
    const [lo, hi] = [target - tolerance, target + tolerance];
    const goal = template === 'clear_reset'
      ? { text: `give "${first}" and "${second}" in "${layout.label}" equal widths`, reference: `resize the panes of "${layout.label}" as the reference picture shows` }
      : template === 'set_range'
        ? { text: `resize "${first}" in "${layout.label}" to between ${lo}% and ${hi}% of the width`, reference: `resize the panes of "${layout.label}" as the reference picture shows` }
        : { text: `resize "${first}" in "${layout.label}" to about ${target}% of the width (within ${tolerance} points)`, reference: `resize the panes of "${layout.label}" as the reference picture shows` };
    const off = target + (target > initial ? tolerance + 3 : -(tolerance + 3));
    return {
      params: { label: layout.label, panes: [first, second], lines: [[...layout.left], [...layout.right]], initial },
      checks: [{ kind: 'within_tolerance', field: 'size', target, tolerance }],
      goal,
      solution,
      pointerSolution,
      wrong: [
        { why: 'not resized', fields: { size: initial } },
        { why: `stopped at ${off}%, outside the tolerance`, fields: { size: off } },
      ],
      axes: { precision_requirement: tolerance <= 2 ? 2 : tolerance <= 3 ? 1 : 0 },
      why: `${Math.abs(target - initial)} points of width to move, within ±${tolerance}; ${solution.length} key presses or one drag`,
    };
  },
});
