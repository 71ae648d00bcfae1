/**
 * Captures a person's interactions with a task page (a same-origin frame) as the recorder's events
 * (pipeline/human/events.ts): a pointer press and release is a click, or a drag when the pointer
 * travelled; keys are named, chords carry their modifiers, a held key's repeats are one press;
 * printable keys into one element form a `type` burst until an idle gap or a named key; wheel turns form one
 * `wheel` burst; resting on an element is a `hover`. Each event names the element it landed on by
 * role and name as the page exposes them (ARIA attributes, native roles, labels, text).
 */
import type { HumanEvent } from '../../../pipeline/human/events';

export const IDLE_GAP_MS = 1500;
/** Travel beyond which a press and release is a drag rather than a click. */
export const DRAG_PX = 8;
/** How long the pointer must rest on an element for a hover to count. */
export const HOVER_MS = 500;

type Target = Extract<HumanEvent, { kind: 'click' }>['target'];

const IMPLICIT: Record<string, string> = {
  A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox', OPTION: 'option', SUMMARY: 'button', H1: 'heading', H2: 'heading',
  H3: 'heading', LI: 'listitem', TD: 'cell', TH: 'columnheader', LABEL: 'LabelText', IMG: 'img',
};
const INPUT_ROLES: Record<string, string> = { checkbox: 'checkbox', radio: 'radio', range: 'slider', button: 'button', submit: 'button', number: 'spinbutton', search: 'searchbox' };

function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(' ')[0];
  if (el.tagName === 'INPUT') return INPUT_ROLES[(el as HTMLInputElement).type] ?? 'textbox';
  if ((el as HTMLElement).isContentEditable && el.getAttribute('contenteditable') !== null) return 'textbox';
  return IMPLICIT[el.tagName] ?? null;
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

function nameOf(el: Element): string {
  const doc = el.ownerDocument;
  const label = el.getAttribute('aria-label');
  if (label) return clean(label);
  const by = el.getAttribute('aria-labelledby');
  if (by) return clean(by.split(/\s+/).map((id) => doc.getElementById(id)?.textContent ?? '').join(' '));
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length) return clean(labels[0].textContent);
  return clean(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? el.textContent);
}

/** Duck-typed: the page lives in a frame, whose Node is not this window's (instanceof fails across frames). */
const isNode = (t: EventTarget | null): t is Node => !!t && typeof (t as Node).nodeType === 'number';

/** The nearest element with a role (the control a person meant), named; null off the page. */
export function describeTarget(node: EventTarget | null): Target {
  let el = isNode(node) ? (node.nodeType === 1 ? (node as Element) : node.parentElement) : null;
  const start = el;
  while (el && el !== el.ownerDocument.body && !roleOf(el)) el = el.parentElement;
  const hit = el && el !== el.ownerDocument.body ? el : start;
  if (!hit) return null;
  const r = hit.getBoundingClientRect();
  return { role: roleOf(hit) ?? 'generic', name: nameOf(hit), box: { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) } };
}

const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Shift', 'Meta']);

/** A key event as a chord: `Control+Shift+ArrowLeft`, `Enter`, `a` (Shift alone is in the character). */
export function chordOf(e: KeyboardEvent): string {
  const key = e.key === ' ' ? 'Space' : e.key;
  if (MODIFIER_KEYS.has(key)) return key;
  const mods = [e.ctrlKey && 'Control', e.altKey && 'Alt', e.shiftKey && key.length > 1 && 'Shift', e.metaKey && 'Meta'].filter(Boolean);
  return [...mods, key].join('+');
}

export interface Capture {
  /** Close open bursts (typing, wheel, hover) so every event so far is in `events`. */
  flush(): void;
  stop(): void;
  readonly events: HumanEvent[];
}

/** Listen to `win` (the task page's window); `now()` is milliseconds since the page was ready. */
export function startCapture(win: Window, now: () => number): Capture {
  const events: HumanEvent[] = [];
  const round = (t: number) => Math.round(t);
  let press: { t: number; x: number; y: number; target: Target } | null = null;
  let typing: Extract<HumanEvent, { kind: 'type' }> | null = null;
  let wheel: Extract<HumanEvent, { kind: 'wheel' }> | null = null;
  let hover: { el: Element | null; since: number; timer: number | null; event: Extract<HumanEvent, { kind: 'hover' }> | null } = { el: null, since: 0, timer: null, event: null };

  const push = (e: HumanEvent) => events.push(e);
  const closeTyping = () => { typing = null; };
  const closeWheel = () => { wheel = null; };
  const endHover = (t: number) => {
    if (hover.timer !== null) win.clearTimeout(hover.timer);
    if (hover.event) hover.event.t_end = round(Math.max(hover.event.t, t));
    hover = { el: null, since: t, timer: null, event: null };
  };
  const act = () => { endHover(now()); };

  const onPointerDown = (e: PointerEvent) => {
    act();
    closeTyping();
    closeWheel();
    press = { t: round(now()), x: e.clientX, y: e.clientY, target: describeTarget(e.target) };
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!press) return;
    const moved = Math.hypot(e.clientX - press.x, e.clientY - press.y) > DRAG_PX;
    const last = events.at(-1);
    if (moved) {
      push({ kind: 'drag', t: press.t, t_end: round(now()), x: press.x, y: press.y, to_x: e.clientX, to_y: e.clientY, target: press.target, drop_target: describeTarget(e.target) });
    } else if (e.detail > 1 && last?.kind === 'click' && Math.hypot(last.x - e.clientX, last.y - e.clientY) <= DRAG_PX) {
      last.count = e.detail; // the second press of a double-click
    } else {
      const button = e.button === 2 ? 'right' : e.button === 1 ? 'middle' : 'left';
      push({ kind: 'click', t: press.t, x: press.x, y: press.y, button, count: 1, target: press.target });
    }
    press = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    act();
    closeWheel();
    const t = round(now());
    const target = describeTarget(e.target);
    const chord = chordOf(e);
    const printable = chord.length === 1 || chord === 'Space';
    if (printable) {
      const text = chord === 'Space' ? ' ' : chord;
      const same = typing && typing.target?.role === target?.role && typing.target?.name === target?.name && t - typing.t_end <= IDLE_GAP_MS;
      if (typing && same) {
        typing.text += text;
        typing.t_end = t;
      } else {
        typing = { kind: 'type', t, t_end: t, text, target };
        push(typing);
      }
      return;
    }
    if (e.repeat && events.at(-1)?.kind === 'key' && (events.at(-1) as { key: string }).key === chord) return;
    // A named key ends the typing burst (so its text is what was typed); cleaning merges a
    // correction back into the typing around it.
    if (!MODIFIER_KEYS.has(chord)) closeTyping();
    push({ kind: 'key', t, key: chord, target });
  };
  const onPaste = (e: ClipboardEvent) => {
    const text = e.clipboardData?.getData('text') ?? '';
    if (!text) return;
    act();
    const t = round(now());
    closeTyping();
    push({ kind: 'type', t, t_end: t, text, target: describeTarget(e.target) });
  };
  const onWheel = (e: WheelEvent) => {
    act();
    closeTyping();
    const t = round(now());
    if (wheel && t - wheel.t_end <= IDLE_GAP_MS) {
      wheel.dx += Math.round(e.deltaX);
      wheel.dy += Math.round(e.deltaY);
      wheel.t_end = t;
      return;
    }
    wheel = { kind: 'wheel', t, t_end: t, x: e.clientX, y: e.clientY, dx: Math.round(e.deltaX), dy: Math.round(e.deltaY), target: describeTarget(e.target) };
    push(wheel);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (press) return;
    const el = isNode(e.target) && e.target.nodeType === 1 ? (e.target as Element) : null;
    if (el === hover.el) return;
    endHover(now());
    hover.el = el;
    hover.timer = win.setTimeout(() => {
      hover.timer = null;
      if (hover.el !== el) return;
      const t = round(now());
      hover.event = { kind: 'hover', t: round(t - HOVER_MS), t_end: t, target: describeTarget(el) };
      push(hover.event);
    }, HOVER_MS);
  };

  const listeners: [string, (e: never) => void][] = [
    ['pointerdown', onPointerDown], ['pointerup', onPointerUp], ['keydown', onKeyDown], ['paste', onPaste], ['wheel', onWheel], ['pointermove', onPointerMove],
  ];
  // Capture phase: a component that stops propagation must not hide the person's action.
  for (const [type, f] of listeners) win.addEventListener(type, f as EventListener, { capture: true, passive: true });
  return {
    events,
    flush() {
      closeTyping();
      closeWheel();
      endHover(now());
    },
    stop() {
      this.flush();
      for (const [type, f] of listeners) win.removeEventListener(type, f as EventListener, { capture: true });
    },
  };
}
