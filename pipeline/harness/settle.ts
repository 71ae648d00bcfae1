/**
 * Settling: after every action (and every page load) the harness waits until the page has stopped
 * changing before it observes, so the agent sees the state its action led to, not a frame of it.
 *
 * A page monitor, installed before any page script runs, counts DOM mutations and the work the page
 * has scheduled: animation-frame callbacks and short timers (≤ SHORT_TIMER_MS, the delays libraries
 * use to start a transition; longer ones, such as a toast's auto-close, are the page waiting, not
 * changing). The page is settled when
 *  - no finite animation runs on anything that can be hit (decorative effects such as click
 *    ripples ignore the pointer and are not waited for), and
 *  - either nothing changed (DOM or scroll position) since the last settle and nothing is
 *    scheduled one frame on (input reaches the page aligned to frames), or
 *    a frame has passed without a mutation since the last change and nothing is scheduled, or
 *  - three frames, and more than SHORT_TIMER_MS, have passed without a mutation while the page
 *    keeps scheduling work that changes nothing (a polling loop). The frames catch a motion library
 *    holding an entering popup in a "prepare" state for two frames; the time lets a short timer set
 *    by the action or with the last change fire, even while the page polls.
 * Without the monitor (a page that navigated before it could be installed) the settle falls back
 * to the polling rule. Capped at 3 s. The page's own time (until it was last seen changing) is
 * reported apart from the settle's confirming wait.
 */

export const SHORT_TIMER_MS = 50;

/** Where the monitor lives in the page: a non-enumerable global holding only counters. */
const KEY = '__cbMonitor';

export const PAGE_MONITOR = `(() => {
  if (window.${KEY}) return;
  const raf = window.requestAnimationFrame.bind(window);
  const caf = window.cancelAnimationFrame.bind(window);
  const st = window.setTimeout.bind(window);
  const ct = window.clearTimeout.bind(window);
  const frames = new Set();
  const timers = new Set();
  let mutations = 0;
  window.requestAnimationFrame = function requestAnimationFrame(cb) {
    const id = raf((t) => { frames.delete(id); cb(t); });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = function cancelAnimationFrame(id) { frames.delete(id); caf(id); };
  window.setTimeout = function setTimeout(cb, ms, ...args) {
    const delay = Number(ms) || 0;
    if (typeof cb !== 'function' || delay > ${SHORT_TIMER_MS}) return st(cb, ms, ...args);
    const id = st(() => { timers.delete(id); cb(...args); }, delay);
    timers.add(id);
    return id;
  };
  window.clearTimeout = function clearTimeout(id) { timers.delete(id); ct(id); };
  new MutationObserver(() => { mutations++; })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // Scrolling changes what is on screen without touching the DOM (and the compositor may animate
  // it over several frames); scroll events do not bubble, so they are caught on the way down.
  window.addEventListener('scroll', () => { mutations++; }, { capture: true, passive: true });
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  Object.defineProperty(window, '${KEY}', { enumerable: false, value: Object.freeze({
    mutations: () => mutations,
    scheduled: () => frames.size + timers.size,
    frame: () => new Promise((r) => raf(() => r(null))),
    // A posted task: tasks the page posted before it (React's scheduler) run first.
    task: () => new Promise((r) => { waiting.push(r); channel.port2.postMessage(null); }),
  }) });
})()`;

/**
 * Evaluated in the page with the mark the previous settle ended at (null: unknown): the document's
 * time origin and its mutation count, so a navigation never passes for an unchanged page. With
 * `everyAnimation`, decorative animations are waited for too (a snapshot of the DOM, unlike an
 * agent, must not catch a ripple or a mask half-way).
 */
export const SETTLE = `async (since, everyAnimation = false) => {
  let m = window.${KEY};
  let stopCounting = null;
  if (!m) {
    // No monitor: count mutations from here and take work as always scheduled (three quiet frames).
    let n = 0;
    const count = () => { n++; };
    const observer = new MutationObserver(count);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    addEventListener('scroll', count, { capture: true, passive: true });
    stopCounting = () => { observer.disconnect(); removeEventListener('scroll', count, { capture: true }); };
    m = { mutations: () => n, scheduled: () => 1, frame: () => new Promise((r) => requestAnimationFrame(() => r(null))), task: () => new Promise((r) => setTimeout(r, 0)) };
  }
  const start = performance.now();
  const deadline = start + 3000;
  let lastActive = start;
  let seen = m.mutations();
  const mark = () => performance.timeOrigin + ':' + m.mutations();
  // What the action itself changed happened before this settle began.
  let changed = since === null || mark() !== since;
  let quiet = 0;
  let waited = false;
  let capped = false;
  for (;;) {
    await m.task();
    if (performance.now() >= deadline) { capped = true; break; }
    const running = document.getAnimations().filter((a) => {
      if (a.playState !== 'running') return false;
      const end = a.effect && a.effect.getComputedTiming().endTime;
      if (typeof end !== 'number' || !Number.isFinite(end)) return false;
      const target = a.effect && a.effect.target;
      // A dialog that zooms in without pointer events is not ready to use: wait for it.
      return everyAnimation || !(target instanceof Element) || getComputedStyle(target).pointerEvents !== 'none'
        || !!target.querySelector('a[href], button, input, select, textarea, [tabindex], [role]');
    });
    if (running.length) {
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now())))]);
      lastActive = performance.now();
      changed = true; quiet = 0; waited = false;
      continue;
    }
    const now = m.mutations();
    if (now !== seen) {
      seen = now; changed = true; quiet = 0; lastActive = performance.now();
    } else if (waited) quiet++;
    const scheduled = m.scheduled() > 0;
    if (quiet >= 1 && !scheduled) break; // a frame without change since the last one, nothing to come
    // The action changed nothing and started nothing: seen after one frame, as Chromium delivers
    // wheel and pointer-move input aligned to frames (and applies a scroll in the next one).
    if (!changed && !scheduled && waited) break;
    // Work keeps being scheduled but changes nothing: a polling loop. Three frames, and longer than
    // a short timer runs, so a timer set with the last change (or by the action) has fired.
    if (quiet >= 3 && performance.now() - lastActive > ${SHORT_TIMER_MS}) break;
    await m.frame();
    waited = true;
  }
  if (stopCounting) stopCounting();
  return {
    busyMs: lastActive - start,
    mark: mark(),
    capped,
    done: window.__COMPONENT_BENCH_TASK_DONE__ === true || !!document.getElementById('cb-success-banner'),
    state: window.__cb && typeof window.__cb.state === 'function' ? window.__cb.state() : null,
  };
}`;

/** The page's mutation count (null without the monitor), taken before the pointer moves. */
export const MUTATIONS = `() => (window.${KEY} ? window.${KEY}.mutations() : null)`;

/**
 * Evaluated after the pointer moved onto an element, with the mutation count from before the move
 * (Chromium hands the move to the page's handlers before it acknowledges it). When the page
 * reacted (changed the DOM or scheduled work: a rating previewing a value, a menu opening a
 * submenu), one frame lets it show that before the button goes down; when it did not, there is
 * nothing to wait for. Without the monitor, always one frame.
 */
export const HOVER_SEEN = `async (before) => {
  const m = window.${KEY};
  if (!m || before === null) return new Promise((r) => requestAnimationFrame(() => r(true)));
  await m.task();
  if (m.mutations() === before && m.scheduled() === 0) return false;
  await m.frame();
  return true;
}`;
