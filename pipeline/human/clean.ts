/**
 * Cleaning of recorded human attempts into reference traces, the normalisation the paper's human H
 * rests on (docs/human-baseline.md):
 * - reset repair: a reload undoes what came before it, so only the events after the last reset
 *   count, and the duration runs from it;
 * - pauses are taken out of the duration;
 * - chord normalisation: key names are made canonical (`ctrl+a` → `Control+A`, `Esc` → `Escape`),
 *   modifiers in one order, and a modifier pressed alone is no step;
 * - typing merge: typing, and the Backspace/Delete corrections inside it, with idle gaps no longer
 *   than `idleGapMs` and no other gesture between is one `type` step, also where the page moves
 *   focus on by itself (a segmented time or code field: a person moves focus only by a click or a
 *   key, which end the burst); a printable key without a modifier other than Shift is typing, and
 *   so is Enter between typing into one field and more typing into it (a line break);
 * - wheel merge: wheel turns with gaps no longer than `idleGapMs` are one `scroll` step;
 * - a multi-click is one click; hovers are not steps;
 * - hover-only flag: a success with no step left reached its goal by hovering (H counts it as 1);
 * - best of two: of a task's successful attempts the one with the fewest steps is kept (then the
 *   shorter, then the cold one).
 */
import type { HumanAttempt, HumanEvent } from './events';
import type { HumanReference, StepKind } from './reference';

export const DEFAULT_IDLE_GAP_MS = 1500;

export interface CleanedAttempt {
  task_id: string;
  task_version: string;
  pass: 1 | 2;
  outcome: HumanAttempt['outcome'];
  /** Step events as recorded (clicks, drags, keys, typing and wheel bursts), resets and all. */
  raw_steps: number;
  steps: StepKind[];
  /** The events each step is made of (a typing or wheel burst: several), in step order. */
  step_events: HumanEvent[][];
  duration_ms: number;
  resets: number;
}

const MODIFIERS = ['Control', 'Alt', 'Shift', 'Meta'] as const;
const ALIASES: Record<string, string> = {
  ctrl: 'Control', control: 'Control', alt: 'Alt', option: 'Alt', shift: 'Shift', meta: 'Meta', cmd: 'Meta', command: 'Meta', os: 'Meta', win: 'Meta',
  esc: 'Escape', escape: 'Escape', return: 'Enter', enter: 'Enter', del: 'Delete', delete: 'Delete', backspace: 'Backspace', tab: 'Tab',
  space: 'Space', ' ': 'Space', spacebar: 'Space', left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown',
  arrowleft: 'ArrowLeft', arrowright: 'ArrowRight', arrowup: 'ArrowUp', arrowdown: 'ArrowDown', home: 'Home', end: 'End',
  pageup: 'PageUp', pagedown: 'PageDown', insert: 'Insert',
};

/** `ctrl+shift+left` → `Control+Shift+ArrowLeft`; a letter in a chord is upper case. */
export function normalizeChord(chord: string): string {
  // A chord ending in "+" presses the plus key itself (`Control++`).
  const parts = chord.endsWith('+') && chord.length > 1 ? [...chord.slice(0, -1).split('+').filter(Boolean), '+'] : chord.split('+');
  const names = parts.map((p) => ALIASES[p.toLowerCase()] ?? (p.length === 1 ? p : p[0].toUpperCase() + p.slice(1)));
  const mods = MODIFIERS.filter((m) => names.includes(m));
  const keys = names.filter((n) => !(MODIFIERS as readonly string[]).includes(n));
  const key = keys.at(-1);
  if (!key) return mods.join('+');
  return [...mods, mods.length && key.length === 1 ? key.toUpperCase() : key].join('+');
}

const isModifierOnly = (chord: string) => chord.split('+').every((k) => (MODIFIERS as readonly string[]).includes(k));
/** A key that types a character: one printable character, with Shift at most. */
export const typedChar = (chord: string): string | null => {
  const parts = chord.split('+');
  const key = parts.at(-1)!;
  const mods = parts.slice(0, -1);
  if (mods.some((m) => m !== 'Shift')) return null;
  if (key === 'Space') return ' ';
  return key.length === 1 ? key : null;
};
const CORRECTIONS = new Set(['Backspace', 'Delete']);
const sameTarget = (a: HumanEvent, b: HumanEvent) => 'target' in a && 'target' in b && a.target?.role === b.target?.role && a.target?.name === b.target?.name;
export const endOf = (e: HumanEvent) => ('t_end' in e ? e.t_end : e.t);

export function cleanAttempt(a: HumanAttempt, idleGapMs = DEFAULT_IDLE_GAP_MS): CleanedAttempt {
  const isStep = (e: HumanEvent) => !['hover', 'reset', 'pause'].includes(e.kind);
  const raw = a.events.filter(isStep).length;
  const lastReset = a.events.findLastIndex((e) => e.kind === 'reset');
  const from = lastReset >= 0 ? a.events[lastReset].t : 0;
  const kept = a.events.slice(lastReset + 1);
  const paused = kept.reduce((sum, e) => sum + (e.kind === 'pause' ? e.t_end - e.t : 0), 0);

  const steps: StepKind[] = [];
  const stepEvents: HumanEvent[][] = [];
  /** The open burst a next event may join: typing or wheel, with the event that ended it last. */
  let burst = null as { kind: 'type' | 'scroll'; last: HumanEvent } | null;
  for (const [k, e] of kept.entries()) {
    if (e.kind === 'hover' || e.kind === 'pause' || e.kind === 'reset') continue;
    let kind: StepKind;
    let joins = false;
    if (e.kind === 'key') {
      const chord = normalizeChord(e.key);
      if (isModifierOnly(chord)) continue;
      const inTyping: boolean = burst?.kind === 'type' && e.t - endOf(burst.last) <= idleGapMs;
      // A correction inside typing is part of it; on its own it is a key like any other.
      // Enter between typing into one field and more typing into it is a line break of a
      // multi-line text, typed like any character; Enter that ends the typing is a key.
      const next = kept.slice(k + 1).find((x) => x.kind !== 'hover' && x.kind !== 'pause');
      const lineBreak = chord === 'Enter' && inTyping && !!next && sameTarget(e, next) && next.t - endOf(e) <= idleGapMs
        && (next.kind === 'type' || (next.kind === 'key' && typedChar(normalizeChord(next.key)) !== null));
      kind = typedChar(chord) !== null || lineBreak || (CORRECTIONS.has(chord) && inTyping) ? 'type' : 'key';
      joins = kind === 'type' && inTyping;
    } else if (e.kind === 'type') {
      kind = 'type';
      joins = burst?.kind === 'type' && e.t - endOf(burst.last) <= idleGapMs;
    } else if (e.kind === 'wheel') {
      kind = 'scroll';
      joins = burst?.kind === 'scroll' && e.t - endOf(burst.last) <= idleGapMs;
    } else {
      kind = e.kind; // click, drag
    }
    if (joins) stepEvents[stepEvents.length - 1].push(e);
    else {
      steps.push(kind);
      stepEvents.push([e]);
    }
    burst = kind === 'type' || kind === 'scroll' ? { kind, last: e } : null;
  }
  return {
    task_id: a.task_id, task_version: a.task_version, pass: a.pass, outcome: a.outcome, raw_steps: raw, steps, step_events: stepEvents,
    duration_ms: Math.max(0, a.duration_ms - from - paused), resets: lastReset >= 0 ? a.events.filter((e) => e.kind === 'reset').length : 0,
  };
}

/** The attempt kept as a task's reference: the successful one with fewest steps, then shortest, then cold. */
export function bestOf(attempts: readonly CleanedAttempt[]): CleanedAttempt | null {
  const ok = attempts.filter((a) => a.outcome === 'success');
  ok.sort((a, b) => a.steps.length - b.steps.length || a.duration_ms - b.duration_ms || a.pass - b.pass);
  return ok[0] ?? null;
}

/** A task's reference line; a task without a successful attempt gets its last attempt's outcome. */
export function referenceOf(attempts: readonly CleanedAttempt[]): HumanReference {
  const best = bestOf(attempts);
  const chosen = best ?? [...attempts].sort((a, b) => b.pass - a.pass)[0];
  return {
    task_id: chosen.task_id,
    task_version: chosen.task_version,
    status: best ? 'SUCCESS' : attempts.every((a) => a.outcome === 'skipped') ? 'SKIPPED' : 'FAILED',
    normalized_steps: chosen.steps.length, raw_steps: chosen.raw_steps, duration_ms: Math.round(chosen.duration_ms),
    hover_only: !!best && chosen.steps.length === 0, chosen_pass: chosen.pass, step_types: chosen.steps,
  };
}
