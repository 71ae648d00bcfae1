/**
 * Carousel: one slide shows at a time; the others are hidden from the accessibility tree, so an
 * agent finds a slide by stepping to it with the arrows, or jumps by number with the dots. antd's
 * Carousel (react-slick, `infinite` off: no cloned slides) and Mantine's (@mantine/carousel, embla)
 * ship it; MUI has no carousel, and the official release has none on MUI either. The committed
 * state is the slide the carousel has settled on.
 */
import { z } from 'zod';
import type { Target } from '../../core/taskSpec';
import { defineFamily, type CoreContext } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject({
  /** The carousel's visible heading. */
  label: z.string().min(1),
  slides: z.array(z.strictObject({ title: z.string().min(1), caption: z.string().min(1) })).min(2),
  /** Index of the slide shown on load. */
  initial: z.number().int().min(0),
});
export type Params = z.infer<typeof params>;

const SETS = [
  { label: 'Destinations', slides: [
    ['Lisbon', 'Tiled streets and trams on steep hills.'], ['Kyoto', 'Temples and gardens in every season.'], ['Oaxaca', 'Markets, mezcal and mountain villages.'],
    ['Tromsø', 'Northern lights above the fjords.'], ['Cape Town', 'Table Mountain over two oceans.'], ['Hoi An', 'Lanterns along the old river port.'] ] },
  { label: 'Product highlights', slides: [
    ['Offline mode', 'Keep working without a connection.'], ['Shared inbox', 'Answer customers as a team.'], ['Smart filters', 'Find any thread in seconds.'],
    ['Dark theme', 'Easier on the eyes at night.'], ['Audit trail', 'See who changed what, and when.'], ['Mobile app', 'Everything on the go.'] ] },
  { label: 'Recipes of the week', slides: [
    ['Lentil soup', 'Warming, cheap and ready in 40 minutes.'], ['Green curry', 'Coconut, basil and a little heat.'], ['Shakshuka', 'Eggs poached in spiced tomato.'],
    ['Risotto', 'Creamy rice with mushrooms.'], ['Tacos al pastor', 'Pork, pineapple and fresh salsa.'], ['Apple crumble', 'A simple dessert for cold days.'] ] },
  { label: 'Featured listings', slides: [
    ['Harbour loft', 'Two bedrooms with a sea view.'], ['Garden cottage', 'Quiet, with a large lawn.'], ['City studio', 'Five minutes from the station.'],
    ['Lake cabin', 'A wood stove and a private dock.'], ['Hillside villa', 'Pool, terrace and olive trees.'], ['Canal house', 'Three floors on a quiet canal.'] ] },
] as const;

/** The control that steps or jumps, as each library names it. */
const arrow = (ctx: CoreContext, next: boolean): Target => ctx.scope({ role: 'button', name: next ? 'Next slide' : 'Previous slide' });
const dot = (ctx: CoreContext, index: number): Target =>
  ctx.scope(ctx.library === 'antd' ? { role: 'button', name: String(index + 1) } : { role: 'tab', name: `Go to slide ${index + 1}` });

export default defineFamily<Params>({
  type: 'carousel',
  libraries: ['antd', 'mantine'],
  params,
  model,
  templates: ['navigate_to', 'select_one'],
  baseAxes: { semantic_observability: 2, feedback_dynamics: 2 },
  core(ctx) {
    const { rng } = ctx;
    const set = rng.pick(SETS);
    const count = ctx.bucket === 'easy' ? 4 : ctx.bucket === 'mid' ? 5 : 6;
    const slides = set.slides.slice(0, count).map(([title, caption]) => ({ title, caption }));
    const initial = ctx.bucket === 'easy' ? 0 : rng.int(0, 1);
    const target = rng.pick(slides.map((_, i) => i).filter((i) => i !== initial && Math.abs(i - initial) <= 4));
    // The slide next to the target, never the one shown on load (that is the untouched page).
    const wrong = [target + 1, target - 1, target + 2, target - 2].find((i) => i >= 0 && i < count && i !== initial)!;
    const title = slides[target].title;
    const base = {
      params: { label: set.label, slides, initial },
      checks: [{ kind: 'equals' as const, field: 'slide', target: title }],
      wrong: [{ why: `stopped on "${slides[wrong].title}", one slide off`, fields: { slide: slides[wrong].title } }],
      axes: { density_choice_interference: count > 4 ? 1 : 0 },
    };
    if (ctx.template === 'select_one') {
      return {
        ...base,
        goal: { text: `show slide ${target + 1} of "${set.label}"`, reference: `show the slide of "${set.label}" named in the reference picture` },
        solution: [{ do: 'click', target: dot(ctx, target) }],
        why: `${count} slides, one numbered dot to press`,
      };
    }
    const steps = Math.abs(target - initial);
    return {
      ...base,
      goal: {
        text: `show the "${title}" slide of "${set.label}"`,
        reference: `show the slide of "${set.label}" named in the reference picture`,
        mixed: `show the slide of "${set.label}" named in the reference picture (it starts with "${title[0]}")`,
      },
      solution: Array.from({ length: steps }, () => ({ do: 'click' as const, target: arrow(ctx, target > initial) })),
      why: `${count} slides, only the one shown readable; ${steps} step${steps > 1 ? 's' : ''} away`,
    };
  },
});
