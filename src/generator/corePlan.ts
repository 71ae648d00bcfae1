/**
 * Slot planning for the Core suite: every task is hard, and the scene presses harder than the Full
 * suite's hard tasks — compact spacing and medium or high clutter on every page, the component
 * inside a dashboard, a settings panel or an overlay, often small, off-centre and among look-alike
 * instances, and more steps around the core interaction (open the overlay, scroll to the section,
 * commit, confirm). The mix follows the official Core release's scene statistics.
 */
import type { Library } from '../core/ontology';
import { carries, supportedTemplates, type TaskFamily } from './family';
import { applyTemplate, newSlot, OFF_CENTER, OVERLAY_LAYOUTS, PLAIN_LAYOUTS, QuotaError, WRAPPER_BUCKETS, wraps, type Slot } from './plan';
import type { Rng } from './rng';

/** How many look-alike instances a Core page shows (about 4 in 9 pages one, 4 in 9 two). */
const INSTANCE_DRAW = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4] as const;

/** Templates a hard task can carry: the family's own and the generic ones allowed in hard tasks. */
function hardTemplates(family: TaskFamily): string[] {
  return supportedTemplates(family).filter((t) => !wraps(family, t) || WRAPPER_BUCKETS[t].includes('hard'));
}

export function planCoreSlots(family: TaskFamily, rng: Rng, counts: Partial<Record<Library, number>>): Slot[] {
  for (const lib of Object.keys(counts) as Library[]) {
    if (!family.libraries.includes(lib)) throw new QuotaError(family.type, `Core ${lib} tasks`, `the family has no ${lib} renderer`);
  }
  const templates = hardTemplates(family);
  const slots: Slot[] = [];
  for (const library of family.libraries) {
    // Each library deals the templates in its own shuffled order, so a library with as many tasks
    // as templates carries every one.
    const deal = rng.shuffle(templates.filter((t) => carries(family, library, t)));
    for (let j = 0; j < (counts[library] ?? 0); j++) {
      slots.push(newSlot(family, library, 'hard', deal[j % deal.length]));
    }
  }
  for (const s of slots) pressScene(s, family, rng);
  return slots;
}

function pressScene(s: Slot, family: TaskFamily, rng: Rng): void {
  applyTemplate(s, family, rng);
  const sc = s.scene;
  sc.spacing = 'compact';
  sc.clutter = rng.next() < 0.4 ? 'high' : 'medium';
  if (rng.next() < 0.5) sc.scale = 'small';
  if (rng.next() < 0.25) sc.theme = 'dark';
  if (!s.scroll && rng.next() < 0.8) sc.placement = rng.pick(OFF_CENTER);
  if (sc.layout === 'isolated_card' && !s.scroll) {
    if (rng.next() < 0.3) {
      sc.layout = rng.pick(OVERLAY_LAYOUTS);
      // Half the overlays start closed: one more step before the component can be reached.
      s.overlayClosed = rng.next() < 0.5;
    } else sc.layout = rng.pick(PLAIN_LAYOUTS);
  }
  if (family.multiInstance !== false && sc.layout !== 'table_cell') sc.instances = rng.pick(INSTANCE_DRAW);
  if (!s.commit && rng.next() < 0.6) s.commit = true;
}
