import { z } from 'zod';
import { namedGoal } from '../../generator/cores/named';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** Text introducing the links. */
  intro: z.string().min(1),
  links: z.array(z.string().min(1)).min(2),
  /** A bulleted list, or one line of links inside running text. */
  layout: z.enum(['list', 'inline']),
  /** Text shown before the label of the last link followed. */
  feedback: z.string().min(1),
});
export type Params = z.infer<typeof params>;

const SETS = [
  { intro: 'Related help articles', links: ['Reset your password', 'Set up two-step sign-in', 'Manage connected apps', 'Export your account data', 'Change your email address', 'Close your account'] },
  { intro: 'Resources for your team', links: ['Pricing', 'Documentation', 'System status', 'Contact sales', 'Careers', 'Press kit'] },
  { intro: 'Need help with this order?', links: ['Track the parcel', 'Start a return', 'Download the invoice', 'Change the delivery address', 'Contact the seller', 'Write a review'] },
  { intro: 'On this page', links: ['Installation', 'Configuration', 'Environment variables', 'Deployment', 'Troubleshooting', 'Upgrading'] },
  { intro: 'Learn more about the editor', links: ['Getting started guide', 'Video tutorials', 'Community forum', 'Release notes', 'API reference', 'Security overview'] },
] as const;

export default defineFamily<Params>({
  type: 'link',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['navigate_to'],
  baseAxes: { target_acquisition: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const count = ctx.bucket === 'easy' ? 3 : ctx.bucket === 'mid' ? rng.int(4, 5) : 6;
    const links = rng.shuffle(set.links).slice(0, count);
    const layout = ctx.bucket === 'easy' ? 'list' : ctx.bucket === 'hard' || rng.next() < 0.5 ? 'inline' : 'list';
    const target = rng.pick(links);
    const wrong = rng.pick(links.filter((l) => l !== target));
    return {
      params: { intro: set.intro, links, layout, feedback: 'Opened:' },
      checks: [{ kind: 'equals', field: 'followed', target }],
      goal: namedGoal(`follow the "${target}" link`, 'follow the link', target),
      solution: [{ do: 'click', target: ctx.scope({ role: 'link', name: target }) }],
      wrong: [{ why: `followed "${wrong}"`, fields: { followed: wrong } }],
      axes: { target_acquisition: layout === 'inline' ? 1 : 0, density_choice_interference: count > 4 ? 1 : 0 },
      why: `${count} text links ${layout === 'inline' ? 'run together on one line' : 'in a list'}`,
    };
  },
});
