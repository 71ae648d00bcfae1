/**
 * feed_infinite_scroll: a feed of posts (team updates, recipes, travel stories) that starts with
 * one page and adds the next when its scroll reaches the end; each post has a Save button. A post
 * a few pages down does not exist in the page, the DOM or the accessibility tree until the feed
 * has been scrolled to its end that many times, so an agent must put the pointer on the feed and
 * turn the wheel there (not scroll the page), again after each load, and recognise the post when
 * it appears; hard feeds hold posts whose titles share their first word with the target. antd's
 * Listy, MUI's List in a scrolling Box and Mantine's ScrollArea carry it, each with a scroll
 * handler that loads at the bottom. Rows are articles named by their titles inside a labelled feed,
 * the WAI-ARIA feed pattern, since none of the three lists ships roles for posts. The state is the
 * titles saved.
 */
import { z } from 'zod';
import type { ReferenceStep, Target } from '../../core/taskSpec';
import { quoted } from '../../generator/cores/files';
import { defineFamily, type CoreContext } from '../../generator/family';
import { FEED_PAGE, FEED_THEMES, feedPosts, feedThemeSize, SAVE, SAVED, type FeedTheme } from '../../env/kit/feed';
import { model } from './model';

export const params = z.strictObject({
  /** The feed's visible heading, which also names it. */
  label: z.string().min(1),
  theme: z.enum(FEED_THEMES),
  /** The posts are drawn from this seed (env/kit/feed.ts), the same in the page and here. */
  seed: z.number().int().min(1),
  count: z.number().int().min(FEED_PAGE * 2),
  initialSaved: z.array(z.string().min(1)),
  /** Each post's button, unsaved and saved (here, so the page's other labels keep clear of them). */
  buttons: z.strictObject({ save: z.literal(SAVE), saved: z.literal(SAVED) }),
});
export type Params = z.infer<typeof params>;

const LABELS: Record<FeedTheme, readonly string[]> = {
  projects: ['Team updates', 'Project news'],
  recipes: ['Recipe feed', 'From the kitchen'],
  travel: ['Travel stories', 'Trip reports'],
};

/** Posts the feed's view shows before any scrolling, at least. */
const IN_VIEW = 3;

/** Feed length (pages) and the pages targets lie on, per bucket (easy ones in the first view). */
const BUCKETS = {
  easy: { pages: [2, 2], on: [0, 0] },
  mid: { pages: [3, 4], on: [1, 2] },
  hard: { pages: [5, 6], on: [3, 5] },
} as const;

/** A wheel turn well beyond a page of posts: each one carries the feed to its end, which loads the next page. */
const WHEEL = 3000;

const pageOf = (i: number) => Math.floor(i / FEED_PAGE);

export default defineFamily<Params>({
  type: 'feed_infinite_scroll',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['select_one', 'select_many', 'toggle_state', 'clear_reset'],
  baseAxes: { target_acquisition: 2, feedback_dynamics: 2, semantic_observability: 2 },
  core(ctx) {
    const { rng, bucket, template } = ctx;
    const b = BUCKETS[bucket];
    const theme: FeedTheme = rng.pick(FEED_THEMES);
    const label = rng.pick(LABELS[theme]);
    const seed = rng.int(1, 2 ** 31 - 1);
    const pages = rng.int(b.pages[0], b.pages[1]);
    const count = Math.min(pages * FEED_PAGE, feedThemeSize(theme));
    const posts = feedPosts(theme, seed, count);
    const titles = (is: readonly number[]) => is.map((i) => posts[i].title);
    const lastPage = Math.min(b.on[1], pageOf(count - 1));
    /** `n` distinct posts on the bucket's pages, in feed order. */
    const draw = (n: number, avoid: readonly number[] = []) => {
      const pool = posts.map((_, i) => i).filter((i) => pageOf(i) >= b.on[0] && pageOf(i) <= lastPage && (bucket !== 'easy' || i < IN_VIEW) && !avoid.includes(i));
      return rng.sample(pool, n).sort((x, y) => x - y);
    };
    const button = (i: number, saved: boolean): Target => ({ role: 'button', name: saved ? SAVED : SAVE, within: ctx.scope({ role: 'article', name: posts[i].title }) });

    let initial: number[] = [];
    let target: number[];
    /** The posts clicked, in feed order, with whether each is saved when clicked. */
    let clicks: [number, boolean][];
    let text: string;
    let reference: string;
    if (template === 'clear_reset') {
      initial = draw(bucket === 'easy' ? 2 : 3);
      target = [];
      clicks = initial.map((i) => [i, true]);
      text = `unsave every saved post in "${label}"`;
      reference = `unsave every saved post in "${label}"`;
    } else if (template === 'toggle_state') {
      const [off, on] = draw(2);
      const keep = draw(1, [off, on]);
      initial = [...keep, off].sort((x, y) => x - y);
      target = [...keep, on].sort((x, y) => x - y);
      clicks = [[off, true], [on, false]];
      text = `unsave "${posts[off].title}" and save "${posts[on].title}" in "${label}", leaving the other saved posts as they are`;
      reference = `make the saved posts of "${label}" the ones in the reference picture`;
    } else {
      const chosen = draw(template === 'select_one' ? 1 : bucket === 'easy' ? 2 : 3);
      // Mid and hard feeds already hold a saved post on the first page, which must stay saved.
      initial = bucket === 'easy' ? [] : [rng.pick(posts.map((_, i) => i).filter((i) => i < FEED_PAGE && !chosen.includes(i)))];
      target = [...initial, ...chosen].sort((x, y) => x - y);
      clicks = chosen.map((i) => [i, false]);
      text = `save ${chosen.length === 1 ? 'the post' : 'the posts'} ${quoted(titles(chosen))} in "${label}"`;
      reference = `make the saved posts of "${label}" the ones in the reference picture`;
    }

    // The pointer goes onto the feed (its first post's button: what every mode can point at), then
    // each wheel turn to the end loads one more page.
    const solution: ReferenceStep[] = [];
    let loaded = 0;
    for (const [i, saved] of clicks) {
      if (pageOf(i) > loaded) {
        if (solution.length === 0) solution.push({ do: 'hover', target: button(0, initial.includes(0)) });
        for (; loaded < pageOf(i); loaded++) solution.push({ do: 'scroll', dx: 0, dy: WHEEL });
      }
      solution.push({ do: 'click', target: button(i, saved) });
    }

    const first = (target[0] ?? initial[0])!;
    // A post whose title starts like the target's (same project, dish or city), else its neighbour.
    const head = posts[first].title.split(' ')[0];
    const twin = posts.findIndex((p, i) => i !== first && p.title.startsWith(`${head} `) && !target.includes(i) && !initial.includes(i));
    const other = twin >= 0 ? twin : posts.findIndex((_, i) => i !== first && !target.includes(i) && !initial.includes(i));
    const swap = (set: readonly number[]) => titles(set.map((i) => (i === first ? other : i)));
    const wrong = [
      { why: 'nothing changed', fields: { saved: titles(initial) } },
      { why: `"${posts[other].title}" instead of "${posts[first].title}"`, fields: { saved: target.length ? swap(target) : titles([other]) } },
      ...(clicks.length > 1 ? [{ why: 'one post left as it was', fields: { saved: titles(clicks.slice(1).reduce((s, [i, sv]) => (sv ? s.filter((x) => x !== i) : [...s, i]), initial)) } }] : []),
    ].filter((w) => JSON.stringify([...w.fields.saved].sort()) !== JSON.stringify(titles(target).sort()));
    const deepest = Math.max(...clicks.map(([i]) => pageOf(i)));
    return {
      params: { label, theme, seed, count, initialSaved: titles(initial), buttons: { save: SAVE, saved: SAVED } },
      checks: [{ kind: 'set_equals', field: 'saved', target: titles(target) }],
      goal: { text, reference },
      solution,
      wrong,
      axes: {
        target_acquisition: deepest >= 3 ? 2 : deepest >= 1 ? 1 : 0,
        disambiguation_load: twin >= 0 && bucket === 'hard' ? 2 : 1,
        precision_requirement: clicks.length > 1 ? 1 : 0,
      },
      why: `${clicks.length} post${clicks.length > 1 ? 's' : ''} to click in a feed of ${count}${deepest ? `, ${deepest} load${deepest > 1 ? 's' : ''} down` : ' on its first page'}`,
    };
  },
});
