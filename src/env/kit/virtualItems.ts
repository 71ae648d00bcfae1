/**
 * The long lists of the virtual_list type, drawn from a seed: the generator (instructions,
 * reference solutions) and the renderers (what they draw) compute the same items from the same
 * (theme, seed, count), so a spec carries three numbers instead of thousands of rows. Pure and
 * free of dependencies beyond the seeded PRNG: it ships in task pages.
 */
import { Rng } from '../../generator/rng';

export const LIST_THEMES = ['contacts', 'tickets', 'hosts'] as const;
export type ListTheme = (typeof LIST_THEMES)[number];

export interface ListItem { key: string; label: string; detail: string }

const FIRST = ['Amara', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Luca', 'Mei', 'Nadia', 'Omar', 'Priya', 'Rina', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yusuf', 'Zoe'];
const LAST = ['Adler', 'Baptiste', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tanaka'];
const ROLES = ['Designer', 'Engineer', 'Analyst', 'Manager', 'Writer', 'Recruiter'];
const TEAMS = ['Platform', 'Growth', 'Payments', 'Mobile', 'Data', 'Support'];
const SUBJECTS = ['Cannot sign in', 'Refund request', 'Broken export', 'Slow dashboard', 'Missing invoice', 'Wrong address', 'App crashes', 'Password reset'];
const STATES = ['Open', 'Pending', 'Solved'];
const SERVICES = ['auth', 'search', 'billing', 'media', 'notify', 'report', 'export', 'ingest', 'profile', 'catalog', 'checkout', 'pricing'];
const KINDS = ['api', 'worker', 'cache'];
const REGIONS = ['eu-west-1', 'us-east-1', 'ap-south-1', 'us-west-2'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');

interface ThemeDef {
  /** What one item is, plural ("contacts"), for instructions and the search box. */
  noun: string;
  /** Every label the theme can draw (the list sorts them). */
  labels: () => string[];
  detail: (rng: Rng) => string;
}

const THEMES: Record<ListTheme, ThemeDef> = {
  contacts: {
    noun: 'contacts',
    labels: () => FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`)),
    detail: (rng) => `${rng.pick(ROLES)} · ${rng.pick(TEAMS)}`,
  },
  // Sequential numbers: the list reads in order, and any number has look-alikes with swapped digits.
  tickets: {
    noun: 'tickets',
    labels: () => Array.from({ length: 4000 }, (_, i) => `TCK-${1000 + i}`),
    detail: (rng) => `${rng.pick(SUBJECTS)} · ${rng.pick(STATES)}`,
  },
  hosts: {
    noun: 'hosts',
    labels: () => SERVICES.flatMap((s) => KINDS.flatMap((k) => Array.from({ length: 40 }, (_, i) => `${s}-${k}-${pad(i + 1, 2)}`))),
    detail: (rng) => `${rng.pick(REGIONS)} · ${rng.int(1, 64)} GB`,
  },
};

/** How many items a theme can draw. */
export const themeSize = (theme: ListTheme) => THEMES[theme].labels().length;
export const themeNoun = (theme: ListTheme) => THEMES[theme].noun;

/** `count` items of a theme sorted by label (a subset of the theme's labels, each with a detail line). */
export function listItems(theme: ListTheme, seed: number, count: number): ListItem[] {
  // Code-point order, which needs no collation that varies by locale.
  const all = THEMES[theme].labels().sort();
  if (count > all.length) throw new Error(`virtual list: theme "${theme}" has ${all.length} items, not ${count}`);
  const rng = new Rng(seed);
  // A seeded sample that keeps the theme's order: each label is kept with the chance still needed.
  const kept: string[] = [];
  for (let i = 0; i < all.length && kept.length < count; i++) if (rng.next() * (all.length - i) < count - kept.length) kept.push(all[i]);
  return kept.map((label, i) => ({ key: `${theme}-${i}`, label, detail: THEMES[theme].detail(rng) }));
}

/** The items whose label holds the query, case aside (what the list's search box keeps). */
export function matching(items: readonly ListItem[], query: string): ListItem[] {
  const q = query.trim().toLowerCase();
  return q ? items.filter((i) => i.label.toLowerCase().includes(q)) : items.slice();
}
