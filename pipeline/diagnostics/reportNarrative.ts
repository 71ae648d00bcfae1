/**
 * The narrative of a component report: fixed sentence templates filled in from the report's own
 * fields, in a fixed order. Every number in it appears in (or is rounded from) the report; a
 * sentence whose facts are absent is left out rather than guessed.
 */
import { CATEGORY_TITLES } from './categories';
import type { ComponentReport, LevelTally } from './reportSchema';

/** A realized mean this far above (or below) the intended mean on the same tasks is worth a sentence. */
export const REALIZED_GAP_THRESHOLD = 0.5;

export function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

const num = (x: number) => x.toFixed(2);

function listing(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "the weakest … is X at r; the strongest is Y at s", or a sentence saying the groups do not differ. */
function weakestStrongest(what: { one: string; many: string }, groups: readonly { name: string; passed: number; episodes: number; rate: number; extra?: string }[]): string {
  const lowest = Math.min(...groups.map((g) => g.rate));
  const highest = Math.max(...groups.map((g) => g.rate));
  if (lowest === highest) return `Every ${what.one} passes at ${pct(lowest)}.`;
  const weak = groups.filter((g) => g.rate === lowest);
  const strong = groups.filter((g) => g.rate === highest);
  const weakText = weak.length === 1
    ? `The weakest ${what.one} is ${weak[0].name} at ${pct(lowest)} (${weak[0].passed}/${weak[0].episodes} episodes${weak[0].extra ?? ''})`
    : `${listing(weak.map((g) => g.name))} tie as the weakest ${what.many} at ${pct(lowest)}`;
  const strongText = strong.length === 1
    ? `the strongest is ${strong[0].name} at ${pct(highest)} (${strong[0].passed}/${strong[0].episodes})`
    : `${listing(strong.map((g) => g.name))} are strongest at ${pct(highest)}`;
  return `${weakText}; ${strongText}.`;
}

function coverage(r: Omit<ComponentReport, 'narrative'>): string {
  const head = `${r.canonical_type} (${r.family.name}) has ${r.tasks.total} task(s) in ${listing(r.libraries)}.`;
  if (!r.overall) return `${head} No run covers these tasks, so there are no pass rates, efficiency figures or failure mechanisms to report.`;
  const modes = r.by_mode.map((m) => m.mode);
  return `${head} ${r.runs.length} run(s) cover ${r.tasks.covered} of them: ${r.overall.episodes} episode(s) in ${listing(modes)}.`;
}

function outcomes(r: Omit<ComponentReport, 'narrative'>): string[] {
  const o = r.overall!;
  const agents = [...new Set(r.runs.map((x) => (x.model ? `${x.agent} (${x.model})` : x.agent)))];
  if (o.passed === o.episodes) {
    return [`Every episode passed (${o.passed} of ${o.episodes}, by ${listing(agents)}), so no mode, library or task stands out as weak and there is no failure mechanism to report.`];
  }
  const out = [`Overall ${pct(o.rate)} of episodes passed (${o.passed}/${o.episodes}).`];
  if (r.by_mode.length > 1) {
    out.push(weakestStrongest({ one: 'mode', many: 'modes' }, r.by_mode.map((m) => ({
      name: m.mode, passed: m.passed, episodes: m.episodes, rate: m.rate,
      extra: `, ${Math.round(m.ci.level * 100)}% CI ${pct(m.ci.lo)}–${pct(m.ci.hi)}`,
    }))));
  } else {
    const m = r.by_mode[0];
    out.push(`All runs are in ${m.mode} mode (${Math.round(m.ci.level * 100)}% CI ${pct(m.ci.lo)}–${pct(m.ci.hi)}).`);
  }
  if (r.by_library.length > 1) {
    out.push(weakestStrongest({ one: 'library', many: 'libraries' }, r.by_library.map((g: LevelTally) => ({ name: String(g.level), passed: g.passed, episodes: g.episodes, rate: g.rate }))));
  }
  const mech = r.mechanisms;
  const failed = o.episodes - o.passed;
  if (mech.by_category.length) {
    const [first, second] = mech.by_category;
    let s = `The dominant failure mechanism is ${CATEGORY_TITLES[first.category]} (${first.failed_episodes} of ${mech.labelled_failed_episodes} labelled failed episodes)`;
    if (second) s += `, followed by ${CATEGORY_TITLES[second.category]} (${second.failed_episodes})`;
    out.push(`${s}.`);
    if (mech.labelled_failed_episodes < failed) out.push(`${failed - mech.labelled_failed_episodes} of the ${failed} failed episodes carry no label.`);
  } else {
    out.push(`None of the ${failed} failed episodes carries a mechanism label (no Layer 2 observation covers them).`);
  }
  const hardest = r.hardest_tasks[0];
  if (hardest) {
    const tied = r.hardest_tasks.filter((t) => t.rate === hardest.rate).length - 1;
    out.push(`The hardest task is ${hardest.task_id} (${hardest.passed} of ${hardest.episodes} episodes passed${tied ? `; ${tied} more listed task(s) share that rate` : ''}).`);
  }
  const inv = r.inversion;
  if (inv?.inverted) {
    out.push(
      `This type shows a difficulty inversion: its reference takes ${num(inv.mean_reference_steps)} steps on average (at most ${inv.max_reference_steps}) `
      + `yet runs pass only ${pct(inv.mean_run_pass_rate)} of its tasks on average (below ${pct(inv.pass_rate_below)}).`,
    );
  }
  return out;
}

function efficiency(r: Omit<ComponentReport, 'narrative'>): string | null {
  if (!r.efficiency.length) return null;
  const h = r.efficiency.map((e) => `${e.mode} ${pct(e.within_h.share)}`);
  const h2 = r.efficiency.map((e) => `${e.mode} ${pct(e.within_2h.share)}`);
  const turns = r.efficiency.some((e) => e.counts_turns) ? ' (browser_use counts turns, each of which may hold several actions)' : '';
  return `Episodes solved within the reference step count H: ${h.join(', ')}; within 2H: ${h2.join(', ')}${turns}.`;
}

function difficulty(r: Omit<ComponentReport, 'narrative'>): string {
  const d = r.difficulty;
  if (d.audited_tasks === 0) return 'No realized-difficulty audit covers these tasks, so only intended difficulty is reported.';
  const gap = (e: (typeof d.axes)[number]) => `${e.axis} (${num(e.realized_mean!)} realized against ${num(e.intended_mean_audited!)} intended)`;
  const above = d.axes.filter((e) => e.mean_delta !== null && e.mean_delta >= REALIZED_GAP_THRESHOLD);
  const below = d.axes.filter((e) => e.mean_delta !== null && e.mean_delta <= -REALIZED_GAP_THRESHOLD);
  const where = `On the ${d.audited_tasks} audited task(s)`;
  if (!above.length && !below.length) return `${where}, realized difficulty stays within ${REALIZED_GAP_THRESHOLD} points of intended on every rated axis.`;
  const parts: string[] = [];
  if (above.length) parts.push(`realized difficulty exceeds intended on ${listing(above.map(gap))}`);
  if (below.length) parts.push(`${above.length ? 'it falls' : 'realized difficulty falls'} below intended on ${listing(below.map(gap))}`);
  return `${where}, ${parts.join('; ')}.`;
}

export function componentNarrative(r: Omit<ComponentReport, 'narrative'>): string {
  const sentences = [coverage(r)];
  if (r.overall) {
    sentences.push(...outcomes(r));
    const e = efficiency(r);
    if (e) sentences.push(e);
  }
  sentences.push(difficulty(r));
  return sentences.join(' ');
}
