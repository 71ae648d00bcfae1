/**
 * The infinite feeds of the feed_infinite_scroll type: posts drawn from a seed (the generator and
 * the renderers compute the same posts from the same numbers), shown a page at a time. The next
 * page joins the feed when its scroll reaches the bottom, at once: no timer, no spinner, so the
 * number of wheel turns a post needs is the same on every run. Each post can be saved (the
 * `saved` field: titles).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Rng } from '../../generator/rng';
import { useField } from './field';

export const FEED_THEMES = ['projects', 'recipes', 'travel'] as const;
export type FeedTheme = (typeof FEED_THEMES)[number];

/** Posts per page: the feed starts with one page and adds one each time its end is reached. */
export const FEED_PAGE = 8;
/** Height of the feed's scrolling view in px: two to three posts show at once. */
export const FEED_HEIGHT = 340;

export interface FeedPost { key: string; title: string; author: string; body: string; age: string }

/** A theme's titles are every head with every tail ("Lisbon" + "by train"). */
const THEMES: Record<FeedTheme, { heads: readonly string[]; tails: readonly string[]; bodies: readonly string[] }> = {
  projects: {
    heads: ['Atlas', 'Beacon', 'Comet', 'Delta', 'Ember', 'Falcon', 'Harbor', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nova', 'Orbit', 'Quartz', 'Relay', 'Summit'],
    tails: ['kickoff notes', 'launch recap', 'design review', 'retro', 'roadmap update', 'hiring plan', 'budget check-in', 'demo day'],
    bodies: ['Slides and recording are in the shared folder.', 'Three decisions and two open questions inside.', 'Thanks to everyone who joined on short notice.', 'Comments welcome until Friday.', 'The timeline moved by one week; details below.'],
  },
  recipes: {
    heads: ['Lemon', 'Garlic', 'Mushroom', 'Pumpkin', 'Spinach', 'Chickpea', 'Tomato', 'Ginger', 'Coconut', 'Almond', 'Honey', 'Chili'],
    tails: ['soup', 'risotto', 'curry', 'salad', 'tart', 'noodles', 'stew', 'flatbread'],
    bodies: ['Ready in 30 minutes with one pan.', 'A weeknight favourite that keeps for days.', 'Serves four; doubles easily.', 'Swap the cream for yoghurt to keep it light.', 'Best with a squeeze of lime at the end.'],
  },
  travel: {
    heads: ['Lisbon', 'Kyoto', 'Oaxaca', 'Tromsø', 'Cape Town', 'Hoi An', 'Porto', 'Tbilisi', 'Valparaíso', 'Ljubljana', 'Hobart', 'Cusco'],
    tails: ['on a budget', 'in two days', 'by train', 'food guide', 'with kids', 'off season', 'on foot', 'photo walk'],
    bodies: ['Where to stay, eat and walk, with a map.', 'Our notes from a week of rain and sunshine.', 'Tickets, timings and what we would skip next time.', 'A short list of places locals love.', 'Costs per day, down to the coffee.'],
  },
};
const FIRST = ['Amara', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Luca', 'Mei', 'Nadia', 'Omar', 'Priya'];
const LAST = ['Adler', 'Costa', 'Eriksen', 'Haddad', 'Ito', 'Novak', 'Okafor', 'Rossi'];

/** How many distinct posts a theme can draw. */
export const feedThemeSize = (theme: FeedTheme) => THEMES[theme].heads.length * THEMES[theme].tails.length;

/** `count` posts of a theme in feed order, newest first (distinct titles). */
export function feedPosts(theme: FeedTheme, seed: number, count: number): FeedPost[] {
  const t = THEMES[theme];
  if (count > feedThemeSize(theme)) throw new Error(`feed: theme "${theme}" has ${feedThemeSize(theme)} posts, not ${count}`);
  const rng = new Rng(seed);
  const titles = rng.shuffle(t.heads.flatMap((h) => t.tails.map((x) => `${h} ${x}`))).slice(0, count);
  return titles.map((title, i) => ({
    key: `${theme}-${i}`, title, author: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, body: rng.pick(t.bodies),
    age: i < 12 ? `${i + 1} h ago` : `${Math.floor(i / 6)} d ago`,
  }));
}

export interface FeedParams { label: string; theme: FeedTheme; seed: number; count: number }

/** A feed's posts as far as loaded, the scroll handler that loads more at its end, and the saved posts. */
export function useFeed(p: FeedParams) {
  const posts = useMemo(() => feedPosts(p.theme, p.seed, p.count), [p.theme, p.seed, p.count]);
  const [pages, setPages] = useState(1);
  const [saved, setSaved] = useField<string[]>('saved');
  const shown = posts.slice(0, pages * FEED_PAGE);
  const more = shown.length < posts.length;
  /** The height the feed had when it last loaded: at most one page per arrival at the end. */
  const loadedAt = useRef(-1);
  return {
    shown,
    /** Whether the feed has posts left to load (else it shows its end). */
    more,
    /** A scroll handler that loads the next page once the view is at the bottom. */
    onScroll: useCallback((e: { currentTarget: HTMLElement }) => {
      const el = e.currentTarget;
      if (el.scrollTop + el.clientHeight < el.scrollHeight - 4 || el.scrollHeight === loadedAt.current) return;
      loadedAt.current = el.scrollHeight;
      setPages((n) => (n * FEED_PAGE < posts.length ? n + 1 : n));
    }, [posts.length]),
    isSaved: (title: string) => saved.includes(title),
    toggle: (title: string) => setSaved(saved.includes(title) ? saved.filter((x) => x !== title) : [...saved, title]),
  };
}

/** What the feed says at its end, and on each post's save button. */
export const FEED_END = "You're all caught up";
export const SAVE = 'Save';
export const SAVED = 'Saved';
