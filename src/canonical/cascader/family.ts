/**
 * Cascader: a field whose popup shows one column per level of a hierarchy; choosing in a column
 * opens the next, and the leaf sets the field to the whole path (antd's Cascader and Mantine's
 * Cascader; MUI ships none). Tasks walk the columns to a leaf, or search for it by name; hard
 * hierarchies hold the same leaf name under two parents ("London" in Canada and in the United
 * Kingdom), so the path matters. State: `path`, the chosen labels from the root.
 */
import { z } from 'zod';
import type { ReferenceStep } from '../../core/taskSpec';
import { defineFamily } from '../../generator/family';
import { model } from './model';

// A type, not an interface: the params must be plain JSON.
export type CascadeNode = { label: string; children?: CascadeNode[] };
const node: z.ZodType<CascadeNode> = z.lazy(() => z.strictObject({ label: z.string().min(1), children: z.array(node).min(1).optional() }));

export const params = z.strictObject({
  label: z.string().min(1),
  placeholder: z.string(),
  options: z.array(node).min(2),
  /** The path chosen on load (empty: none). */
  initial: z.array(z.string().min(1)),
  /** Whether typing in the field searches the leaves by name. */
  searchable: z.boolean(),
});
export type Params = z.infer<typeof params>;

const tree = (spec: Record<string, Record<string, string[]>>): CascadeNode[] =>
  Object.entries(spec).map(([a, mid]) => ({ label: a, children: Object.entries(mid).map(([b, leaves]) => ({ label: b, children: leaves.map((c) => ({ label: c })) })) }));

const CASCADES: { label: string; placeholder: string; options: CascadeNode[] }[] = [
  {
    label: 'Office location',
    placeholder: 'Select a city',
    options: tree({
      'North America': { 'United States': ['Austin', 'Portland', 'Seattle'], Canada: ['London', 'Toronto', 'Vancouver'] },
      Europe: { 'United Kingdom': ['Edinburgh', 'London', 'Manchester'], Germany: ['Berlin', 'Hamburg', 'Munich'] },
      Asia: { Japan: ['Kyoto', 'Osaka', 'Tokyo'], India: ['Bengaluru', 'Delhi', 'Mumbai'] },
    }),
  },
  {
    label: 'Product category',
    placeholder: 'Select a category',
    options: tree({
      Electronics: { Computers: ['Accessories', 'Desktops', 'Laptops'], Phones: ['Accessories', 'Cases', 'Smartphones'] },
      Home: { Kitchen: ['Appliances', 'Cookware', 'Storage'], Furniture: ['Chairs', 'Desks', 'Storage'] },
      Sports: { Cycling: ['Bikes', 'Helmets', 'Lights'], Running: ['Shoes', 'Watches', 'Lights'] },
    }),
  },
  {
    label: 'Team',
    placeholder: 'Select a team',
    options: tree({
      Engineering: { Platform: ['Infrastructure', 'Security', 'Tooling'], Product: ['Growth', 'Mobile', 'Web'] },
      Operations: { Finance: ['Billing', 'Payroll', 'Procurement'], People: ['Hiring', 'Learning', 'Payroll'] },
      Sales: { Field: ['Enterprise', 'Mid-market', 'Partners'], Online: ['Growth', 'Renewals', 'Self-serve'] },
    }),
  },
];

/** Every root-to-leaf path of a hierarchy. */
export const leafPaths = (nodes: readonly CascadeNode[], above: string[] = []): string[][] =>
  nodes.flatMap((n) => (n.children ? leafPaths(n.children, [...above, n.label]) : [[...above, n.label]]));

/** The accessible name of a column's option: antd's carries the label of its arrow icon. */
export const optionName = (library: string, label: string, parent: boolean) => (library === 'antd' && parent ? `${label} right` : label);

export default defineFamily<Params>({
  type: 'cascader',
  libraries: ['antd', 'mantine'],
  params,
  model,
  templates: ['hierarchical_path_select', 'search_and_select'],
  baseAxes: { depth_layering: 3, density_choice_interference: 2 },
  core(ctx) {
    const { rng, bucket, template, library } = ctx;
    const set = rng.pick(CASCADES);
    // Easy and mid hierarchies leave out one top branch and keep leaf names unique; hard ones are whole.
    const roots = bucket === 'hard' ? set.options : rng.sample(set.options, 2).sort((a, b) => set.options.indexOf(a) - set.options.indexOf(b));
    const all = leafPaths(roots);
    const leafOf = (p: string[]) => p[p.length - 1];
    const twins = (p: string[]) => all.filter((q) => q !== p && leafOf(q) === leafOf(p));
    const candidates = bucket === 'hard' ? all.filter((p) => twins(p).length) : all.filter((p) => !twins(p).length);
    const path = rng.pick(candidates.length ? candidates : all);
    const others = all.filter((p) => p !== path);
    const initial = bucket === 'easy' || rng.next() < 0.5 ? [] : rng.pick(others.filter((p) => !twins(path).includes(p)));
    const near = twins(path)[0] ?? rng.pick(others.filter((p) => p[p.length - 2] === path[path.length - 2]).concat(others).slice(0, 1));
    const field = ctx.scope({ role: library === 'antd' ? 'combobox' : 'textbox', name: set.label });
    const search = template === 'search_and_select';
    // Search results name a leaf by its whole path.
    const solution: ReferenceStep[] = search
      ? [
        { do: 'fill', target: field, text: leafOf(path) },
        { do: 'click', target: { role: library === 'antd' ? 'menuitemcheckbox' : 'option', name: path.join(' / ') } },
      ]
      : [
        { do: 'click', target: field },
        ...path.map((label, k): ReferenceStep => ({ do: 'click', target: { role: library === 'antd' ? 'menuitemcheckbox' : 'option', name: optionName(library, label, k < path.length - 1) } })),
      ];
    const quoted = path.map((p) => `"${p}"`).join(' › ');
    return {
      params: { label: set.label, placeholder: set.placeholder, options: roots, initial, searchable: search },
      checks: [{ kind: 'path_equals', field: 'path', target: path }],
      goal: {
        text: search ? `set "${set.label}" to ${quoted}, searching for "${leafOf(path)}"` : `set "${set.label}" to ${quoted}`,
        reference: `set "${set.label}" to the path shown in the reference picture`,
      },
      solution,
      // Mantine's columns stay open after the leaf is chosen (a second click would deselect it).
      tidy: library === 'mantine' ? [{ do: 'keyboard_press', key: 'Escape' }] : [],
      wrong: [
        { why: `chose ${near.join(' › ')}`, fields: { path: near } },
        { why: 'stopped one level short', fields: { path: path.slice(0, -1) } },
      ],
      axes: { disambiguation_load: twins(path).length ? 1 : 0, density_choice_interference: all.length > 12 ? 1 : 0 },
      why: `${path.length} levels, ${all.length} leaves${twins(path).length ? `, "${leafOf(path)}" under ${twins(path).length + 1} parents` : ''}${search ? ', found by search' : ''}`,
    };
  },
});
