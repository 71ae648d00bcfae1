/**
 * Measuring features 1–16 in the live page. The in-page scripts are plain JavaScript strings (run
 * through page.evaluate or CDP, never transpiled), and each answers one question about the layout
 * as Chromium has it at that moment: what can be reached, what is stacked, what is visible. The
 * pure part folds a replay's per-step measurements into one value per feature.
 *
 * The scripts read the scene kit's instance frames (`section.cb-frame`, `section.cb-cell`) to know
 * where the component's instances are; everything else is generic DOM and computed style.
 */
import type { DomFeatureId } from './featureCatalog';

export interface Box { x: number; y: number; w: number; h: number }

/** Page-level measurements of one moment (before or after an action). */
export interface StateMeasure {
  /** Reachable interactables in the viewport (a click at their centre lands on them). */
  interactables: number;
  /** Of those, per 100,000 px² of viewport. */
  density: number;
  /** Reachable interactables outside the instance frames and outside popups that hold no frame. */
  clutter: number;
  /** Visible instance frames. */
  frames: number;
  /** Visible floating layers (portaled dialogs, drawers, popups, tooltips). */
  layers: number;
  /** Total scroll offset of the page and of every scrolled inner region, px. */
  scroll: number;
}

/** What the page says about one reference target, measured after it is scrolled into view. */
export interface TargetMeasure {
  role: string;
  name: string;
  /** The box a pointer aims at (the element, its label for hidden inputs, or its nearest boxed ancestor). */
  box: Box;
  /** Whether its centre was inside the viewport before any scrolling for this step. */
  in_view_before: boolean;
  /** Smallest side of the box, px. */
  size: number;
  /** Edge gap to the nearest other interactable, px (200 when none is nearer). */
  spacing: number;
  /** Same-kind elements competing in its group, popup or frame (itself included). */
  options: number;
  /** Floating layers stacked up to and including the one holding it. */
  overlay_depth: number;
  /** WCAG contrast of its foreground against its backdrop, or null when none could be read. */
  contrast: number | null;
  /** Distance from the viewport centre to the centre of its instance frame, or null outside frames. */
  frame_offset: number | null;
  /** 0–1: meaningful role, accessible name, state exposed when the role holds state. */
  aria: number;
  /** Fitts index of difficulty of the pointer movement onto it, or null when no pointer movement is needed. */
  fitts_id: number | null;
  /**
   * How the step reaches it: `pointer` for the element an action names, `keyboard` for what a key
   * acts on (the focused element, or the option it marks active with aria-activedescendant).
   */
  via: 'pointer' | 'keyboard';
}

export const SPACING_CAP = 200;

/** Shared in-page helpers; every script below starts with them. */
const PRELUDE = String.raw`
  const VW = innerWidth, VH = innerHeight;
  const FRAME = 'section.cb-frame, section.cb-cell';
  const SEL = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [contenteditable=""], [contenteditable=true], [tabindex]:not([tabindex="-1"]), [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=slider], [role=tab], [role=option], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=combobox], [role=textbox], [role=searchbox], [role=spinbutton], [role=treeitem], label[for], label:has(input, select, textarea)';
  const CONTAINERS = new Set(['listbox', 'menu', 'menubar', 'radiogroup', 'tablist', 'tree', 'grid', 'treegrid', 'toolbar', 'group']);
  const NOT_CONTROLS = new Set([...CONTAINERS, 'dialog', 'alertdialog', 'region', 'tabpanel', 'list', 'table', 'rowgroup', 'row', 'presentation', 'none', 'document', 'application', 'img', 'status', 'alert']);
  const INPUT_ROLES = { checkbox: 'checkbox', radio: 'radio', range: 'slider', number: 'spinbutton', button: 'button', submit: 'button', reset: 'button', image: 'button', search: 'searchbox' };
  const roleOf = (el) => {
    const r = el.getAttribute('role');
    if (r) return r.trim().split(/\s+/)[0];
    const t = el.tagName;
    if (t === 'A' && el.hasAttribute('href')) return 'link';
    if (t === 'BUTTON' || t === 'SUMMARY') return 'button';
    if (t === 'SELECT') return el.multiple ? 'listbox' : 'combobox';
    if (t === 'TEXTAREA') return 'textbox';
    if (t === 'INPUT') return INPUT_ROLES[el.type] || 'textbox';
    if (t === 'LABEL') return 'label';
    if (el.isContentEditable) return 'textbox';
    return '';
  };
  const shown = (el) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1;
  };
  const seen = (el) => {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width * r.height >= 4;
  };
  const harness = (el) => !!el.closest('#cb-success-banner');
  const isControl = (el) => {
    // Disabled controls and duplicates hidden from assistive technology (native mirrors of custom widgets) are not controls.
    if (harness(el) || el.matches('[disabled], [aria-disabled=true]') || el.closest('[aria-hidden=true]')) return false;
    if (NOT_CONTROLS.has(roleOf(el))) return false;
    if (el.tagName === 'LABEL') return !!el.control && !el.control.disabled;
    return true;
  };
  const hasBox = (e) => { const r = e.getBoundingClientRect(); return r.width >= 2 && r.height >= 2; };
  /** What a pointer aims at for a control: itself when it has a box, else its label, else its nearest boxed ancestor. */
  const proxyOf = (el) => {
    if (hasBox(el)) return el;
    const label = el.labels && [...el.labels].find(hasBox);
    if (label) return label;
    let p = el.parentElement;
    while (p && !hasBox(p)) p = p.parentElement;
    return p || el;
  };
  /**
   * The same for counting: only native inputs hide behind a drawn proxy, and only a small one
   * (zero-size focus sentinels of dialogs would otherwise stand for the whole dialog).
   */
  const countedAs = (el) => {
    if (hasBox(el)) return el;
    if (!['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) return null;
    const p = proxyOf(el);
    const r = p.getBoundingClientRect();
    return p !== el && r.width * r.height <= VW * VH / 16 && !NOT_CONTROLS.has(roleOf(p)) ? p : null;
  };
  /** One entry per control: nested matches (an input inside its label, an icon in its button) and labels of counted controls fold into it. */
  const controls = () => {
    const found = [...document.querySelectorAll(SEL)].filter((el) => isControl(el) && el.checkVisibility({ visibilityProperty: true }));
    const all = [...new Set(found.map(countedAs))].filter((el) => el && el !== document.body && shown(el));
    const set = new Set(all);
    const outer = all.filter((el) => { for (let p = el.parentElement; p; p = p.parentElement) if (set.has(p)) return false; return true; });
    const kept = new Set(outer);
    const keptAncestor = (el) => { for (let p = el; p; p = p.parentElement) if (kept.has(p)) return p; return null; };
    return outer.filter((el) => !(el.tagName === 'LABEL' && el.control && (() => { const k = keptAncestor(el.control); return k && k !== el; })()));
  };
  const reachable = (el) => {
    const r = el.getBoundingClientRect();
    const x0 = Math.max(0, r.left), x1 = Math.min(VW, r.right), y0 = Math.max(0, r.top), y1 = Math.min(VH, r.bottom);
    if (x1 - x0 < 1 || y1 - y0 < 1) return false;
    const hit = document.elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
    if (!hit) return false;
    // The point lands on the element, or on the wrapper drawing it (a clipped native input inside its thumb).
    if (el.contains(hit) || hit.contains(el)) return true;
    if (el.tagName === 'LABEL' && el.control && el.control.contains(hit)) return true;
    return !!(el.labels && [...el.labels].some((l) => l.contains(hit)));
  };
  const appRoot = () => {
    const island = document.querySelector('astro-island');
    let n = island;
    while (n && n.parentElement && n.parentElement !== document.body) n = n.parentElement;
    return n;
  };
  const topOf = (el) => { let n = el; while (n && n.parentElement && n.parentElement !== document.body) n = n.parentElement; return n; };
  const SKIP_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT', 'META']);
  const visibleLayers = (app) => [...document.body.children].filter((c) => c !== app && !SKIP_TAGS.has(c.tagName) && c.id !== 'cb-success-banner'
    && (seen(c) || [...c.querySelectorAll('*')].some(seen)));
  const norm = (s) => String(s).replace(/\s+/g, ' ').trim().toLowerCase();
`;

/** Page-level state of the current moment. */
export const STATE_PROBE = String.raw`() => {
  ${PRELUDE}
  const app = appRoot();
  const layers = visibleLayers(app);
  const frameLayers = new Set(layers.filter((l) => l.querySelector(FRAME)));
  const reach = controls().filter(reachable);
  const clutter = reach.filter((el) => !el.closest(FRAME) && (topOf(el) === app || frameLayers.has(topOf(el))));
  const frames = [...document.querySelectorAll(FRAME)].filter(shown).length;
  let scroll = 0;
  const se = document.scrollingElement;
  if (se) scroll += Math.abs(se.scrollTop) + Math.abs(se.scrollLeft);
  for (const el of document.querySelectorAll('*')) if (el !== se && (el.scrollTop || el.scrollLeft)) scroll += Math.abs(el.scrollTop) + Math.abs(el.scrollLeft);
  return {
    interactables: reach.length,
    density: reach.length / (VW * VH / 100000),
    clutter: clutter.length,
    frames,
    layers: layers.length,
    scroll: Math.round(scroll),
  };
}`;

/**
 * Lets decorative transitions that outlive the harness's settle (click ripples and other effects
 * that ignore the pointer) run out, so the picture taken after an action shows its result rather
 * than the effect of the click itself. Endless animations (spinners, carets) are not waited for.
 */
export const ANIMATIONS_DONE = String.raw`async () => {
  const deadline = performance.now() + 1500;
  for (;;) {
    const running = document.getAnimations().filter((a) => {
      if (a.playState !== 'running') return false;
      const end = a.effect && a.effect.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    const left = deadline - performance.now();
    if (!running.length || left <= 0) return;
    await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, left))]);
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  }
}`;

/** Boxes the feedback comparison ignores: the harness's own success banner. */
export const HARNESS_BOXES = String.raw`() => [...document.querySelectorAll('#cb-success-banner')].map((e) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; })`;

/**
 * Runs with `this` = the target's DOM node (an element or a text node). Returns everything of
 * TargetMeasure that the page alone can tell, plus whether the node exposes its state.
 */
export const TARGET_PROBE = String.raw`function () {
  ${PRELUDE}
  const raw = this.nodeType === 1 ? this : this.parentElement;
  const first = proxyOf(raw);
  let hit = first;
  const related = (el) => el.contains(raw) || raw.contains(el) || el.contains(hit) || hit.contains(el) || el.contains(first) || first.contains(el)
    || (el.tagName === 'LABEL' && el.control && (el.control === raw || raw.contains(el.control)))
    || (raw.labels && [...raw.labels].includes(el));
  const all = controls();
  // The region a pointer can use: wrappers the page draws as part of the same control (a pointer or
  // text cursor, no other control inside, not a whole panel), e.g. the box around a tiny search input.
  for (let i = 0; i < 4; i++) {
    const p = hit.parentElement;
    if (!p || p === document.body || !hasBox(p)) break;
    const cursor = getComputedStyle(p).cursor;
    if (cursor !== 'pointer' && cursor !== 'text') break;
    const pr = p.getBoundingClientRect();
    if (pr.width * pr.height > VW * VH / 8) break;
    if (all.some((c) => !related(c) && p.contains(c))) break;
    hit = p;
  }
  const r = hit.getBoundingClientRect();
  const box = { x: r.left, y: r.top, w: r.width, h: r.height };

  // Spacing: edge gap to the nearest reachable control that is not the target, its label or its control.
  let spacing = ${SPACING_CAP};
  for (const el of all) {
    if (related(el) || !reachable(el)) continue;
    const o = el.getBoundingClientRect();
    const dx = Math.max(0, o.left - r.right, r.left - o.right);
    const dy = Math.max(0, o.top - r.bottom, r.top - o.bottom);
    spacing = Math.min(spacing, Math.hypot(dx, dy));
  }

  // Options: same-kind elements in the nearest grouping container (or frame, or layer).
  const role = roleOf(raw);
  const kind = (el) => (role && !NOT_CONTROLS.has(role) ? roleOf(el) === role : el.tagName === raw.tagName && el.className === raw.className);
  let container = raw.parentElement;
  while (container && container.parentElement && container.parentElement !== document.body) {
    if (CONTAINERS.has(container.getAttribute('role') || '') || container.matches(FRAME)) break;
    container = container.parentElement;
  }
  container = container || document.body;
  // Rendered options count even when visually hidden (star ratings over hidden radio inputs).
  const options = [...container.querySelectorAll('*')].filter((el) => kind(el) && el.checkVisibility({ visibilityProperty: true })).length || 1;

  // Overlay depth: its layer's place among the visible layers, plus floating surfaces inside the app.
  const app = appRoot();
  const layers = visibleLayers(app);
  const top = topOf(raw);
  let overlay = top && top !== app ? layers.indexOf(top) + 1 : 0;
  if (top === app) {
    for (let p = raw.parentElement; p && p !== app; p = p.parentElement) {
      const pr = p.getAttribute('role');
      const pos = getComputedStyle(p).position;
      if (['dialog', 'alertdialog', 'menu', 'listbox', 'tooltip'].includes(pr || '') && (pos === 'fixed' || pos === 'absolute')) overlay++;
    }
  }

  // Contrast: first visible text (or the control's own fill/border) against the composited backdrop.
  const parse = (s) => {
    const m = /^rgba?\(([^)]+)\)$/.exec(String(s).trim());
    if (!m) return null;
    const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    if (p.length < 3 || p.slice(0, 3).some((v) => !Number.isFinite(v))) return null;
    return [p[0], p[1], p[2], p.length > 3 && Number.isFinite(p[3]) ? p[3] : 1];
  };
  const over = (c, base) => [0, 1, 2].map((i) => c[i] * c[3] + base[i] * (1 - c[3]));
  const backdrop = (el) => {
    const stack = [];
    for (let p = el; p; p = p.parentElement) {
      const c = parse(getComputedStyle(p).backgroundColor);
      if (c && c[3] > 0) { stack.push(c); if (c[3] >= 1) break; }
    }
    let base = [255, 255, 255];
    for (let i = stack.length - 1; i >= 0; i--) base = over(stack[i], base);
    return base;
  };
  const lum = (c) => { const v = c.map((x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); }); return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const ratio = (a, b) => { const la = lum(a), lb = lum(b); return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05); };
  const shadowColors = (v) => (String(v).match(/rgba?\([^)]*\)/g) || []).map(parse);
  const contrastIn = (hit) => {
    const walker = document.createTreeWalker(hit, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const p = n.parentElement;
      if (!n.nodeValue.trim() || !p || !seen(p)) continue;
      const c = parse(getComputedStyle(p).color);
      // Transparent text (an input laid over a highlighter that draws the real text) is not what is seen.
      if (c && c[3] >= 0.1) { const bg = backdrop(p); return ratio(over(c, bg), bg); }
    }
    if (hit.tagName === 'INPUT' || hit.tagName === 'TEXTAREA') {
      const cs = getComputedStyle(hit);
      const c = parse(cs.color);
      if (c && c[3] >= 0.1 && (hit.value || hit.placeholder)) { const bg = backdrop(hit); return ratio(over(c, bg), bg); }
    }
    // No text: the most visible fill or border of the control (or its pseudo-elements) against what is behind it.
    let best = null;
    for (const el of [hit, ...hit.querySelectorAll('*')].slice(0, 60)) {
      if (!(el instanceof Element) || !seen(el)) continue;
      const behind = backdrop(el.parentElement || el);
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        if (pseudo && (cs.content === 'none' || cs.content === 'normal')) continue;
        const fills = [parse(cs.backgroundColor)];
        if (parseFloat(cs.borderTopWidth) > 0) fills.push(parse(cs.borderTopColor));
        if (cs.boxShadow && cs.boxShadow !== 'none') fills.push(...shadowColors(cs.boxShadow));
        if (el instanceof SVGElement) fills.push(parse(cs.fill), parse(cs.stroke));
        for (const c of fills) if (c && c[3] > 0) { const v = ratio(over(c, behind), behind); if (best === null || v > best) best = v; }
      }
    }
    return best;
  };
  // A control drawn by its wrapper (an unstyled input inside a bordered box) is read from the wrapper.
  const contrastOf = () => {
    let el = hit;
    for (let i = 0; i < 3 && el && el !== document.body; i++, el = el.parentElement) {
      const v = contrastIn(el);
      if (v !== null) return v;
    }
    return null;
  };

  // State: an ARIA state or value attribute, or a native control that carries its own state.
  const STATE_ATTRS = ['aria-checked', 'aria-pressed', 'aria-selected', 'aria-expanded', 'aria-valuenow', 'aria-valuetext', 'aria-current'];
  const exposesState = STATE_ATTRS.some((a) => raw.hasAttribute(a))
    || ['INPUT', 'TEXTAREA', 'SELECT'].includes(raw.tagName) || raw.isContentEditable;

  const frame = raw.closest(FRAME);
  let frameOffset = null;
  if (frame) { const f = frame.getBoundingClientRect(); frameOffset = Math.hypot(f.left + f.width / 2 - VW / 2, f.top + f.height / 2 - VH / 2); }
  return { box, size: Math.min(box.w, box.h), spacing, options, overlay_depth: overlay, contrast: contrastOf(), frame_offset: frameOffset, exposes_state: exposesState };
}`;

/** Whether the target's centre lies inside the viewport (before any scrolling for its step). */
export const IN_VIEW_PROBE = String.raw`function () {
  const el = this.nodeType === 1 ? this : this.parentElement;
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
}`;

/**
 * Share of an instance's state fields a reader can recover from the page: visible text, typed
 * values (not masked passwords), ARIA values, and the labels of checked/selected/pressed elements.
 * Arguments: the instance's fields and its key (its frame title, or "main" for a single instance).
 */
export const VISIBLE_STATE_PROBE = String.raw`(args) => {
  ${PRELUDE}
  const { fields, key } = args;
  const frames = [...document.querySelectorAll(FRAME)].filter(shown);
  let region = frames.length === 1 ? frames[0] : null;
  if (!region) for (const f of frames) {
    const ids = (f.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const title = ids.map((id) => document.getElementById(id)?.textContent || '').join(' ');
    if (norm(title) === norm(key)) region = f;
  }
  if (!region) return null;
  const text = norm(region.innerText || '');
  const values = [];
  const onLabels = [];
  let stateful = false;
  const entries = [];
  for (const el of region.querySelectorAll('*')) {
    // Visually hidden native inputs still carry the state assistive technology reads.
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    if ((el.tagName === 'INPUT' && !['password', 'checkbox', 'radio', 'hidden', 'range'].includes(el.type)) || el.tagName === 'TEXTAREA') entries.push(norm(el.value));
    if (el.tagName === 'SELECT') values.push(norm(el.selectedOptions[0]?.textContent || ''));
    for (const a of ['aria-valuenow', 'aria-valuetext']) if (el.hasAttribute(a)) values.push(norm(el.getAttribute(a)));
    const checkable = el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio');
    const states = ['aria-checked', 'aria-pressed', 'aria-selected', 'aria-current', 'aria-expanded'].filter((a) => el.hasAttribute(a));
    if (checkable || states.length) stateful = true;
    const on = (checkable && el.checked) || states.some((a) => ['true', 'mixed', 'page', 'step', 'location'].includes(el.getAttribute(a)));
    if (on) {
      const label = [el.getAttribute('aria-label') || '', el.textContent || '', ...(el.labels ? [...el.labels].map((l) => l.textContent || '') : [])].join(' ');
      onLabels.push(norm(label));
    }
  }
  values.push(...entries);
  // A value spread over several boxes (one character per box) reads as their concatenation.
  if (entries.length > 1) values.push(entries.join(''));
  const STATE_WORDS = new Set(['true', 'false', 'on', 'off', 'checked', 'unchecked', 'mixed', 'indeterminate', 'pressed', 'unpressed', 'expanded', 'collapsed', 'open', 'closed', 'selected', 'unselected']);
  const escape = (s) => s.replace(/[.*+?^$\{\}()|[\]\\]/g, '\\$&');
  const shows = (v) => {
    const s = norm(v);
    if (!s) return false;
    const re = new RegExp('(^|[^a-z0-9])' + escape(s) + '($|[^a-z0-9])');
    return re.test(text) || values.includes(s) || onLabels.some((l) => re.test(l));
  };
  let counted = 0, exposed = 0;
  for (const v of Object.values(fields)) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'boolean') { counted++; if (stateful) exposed++; continue; }
    if (v === '') continue; // nothing entered yet: nothing to read
    // A state word ("checked", "mixed") is read from the ARIA states, not from text.
    if (typeof v === 'string' && STATE_WORDS.has(norm(v))) { counted++; if (stateful) exposed++; continue; }
    if (typeof v === 'number' || typeof v === 'string') { counted++; if (shows(String(v))) exposed++; continue; }
    if (Array.isArray(v)) {
      const members = v.filter((m) => typeof m === 'string' || typeof m === 'number');
      if (!members.length) continue;
      counted++;
      exposed += members.filter((m) => shows(String(m))).length / members.length;
    }
  }
  return counted ? exposed / counted : null;
}`;

const MEANINGLESS_ROLES = new Set(['', 'generic', 'none', 'presentation', 'StaticText', 'LabelText', 'InlineTextBox', 'paragraph', 'Section']);
const STATEFUL_ROLES = new Set(['checkbox', 'radio', 'switch', 'slider', 'spinbutton', 'tab', 'option', 'menuitemcheckbox', 'menuitemradio', 'combobox', 'textbox', 'searchbox', 'treeitem']);
const STATE_KEYS = ['checked', 'pressed', 'selected', 'expanded', 'valuetext', 'valuemin', 'valuemax'];

/**
 * ARIA richness of a target: a meaningful computed role, a non-empty accessible name, and — for
 * roles that hold state — the state exposed (the DOM attribute, since the tree omits false states).
 */
export function ariaRichness(node: { role: string; name: string; value?: string; states: Record<string, unknown> }, exposesState: boolean): number {
  const role = !MEANINGLESS_ROLES.has(node.role);
  const name = node.name.trim() !== '';
  const state = !STATEFUL_ROLES.has(node.role) || exposesState || node.value !== undefined || STATE_KEYS.some((k) => k in node.states);
  return (Number(role) + Number(name) + Number(state)) / 3;
}

/**
 * Fitts (Shannon form) for a movement from `from` to the centre of `box`: log2(D/W + 1), where W is
 * the box's extent along the line of approach (MacKenzie's effective-width reading).
 */
export function fittsId(from: { x: number; y: number }, box: Box): number {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const dx = cx - from.x;
  const dy = cy - from.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return 0;
  const ux = Math.abs(dx) / d;
  const uy = Math.abs(dy) / d;
  const w = Math.min(ux > 1e-9 ? box.w / ux : Infinity, uy > 1e-9 ? box.h / uy : Infinity);
  if (!(w > 0)) return Math.log2(d + 1);
  return Math.log2(d / w + 1);
}

/** One replayed reference action and what was measured around it. */
export interface StepRecord {
  index: number;
  /** The action's verb (click, fill, press, drag_and_drop, scroll, …). */
  do: string;
  /** The harness action the oracle issued (one of the actions its reference step took). */
  action: string;
  error: string | null;
  /** Targets of the step (two for a drag), measured before acting. */
  targets: TargetMeasure[];
  before: StateMeasure;
  after: StateMeasure;
  /** Share of the action's visible change still present after the hold (0 when nothing changed). */
  persistence: number;
  /** Whether the verifier-visible state changed. */
  state_changed: boolean;
}

export interface ReplayMeasurement {
  steps: StepRecord[];
  /** Visible state fraction at the start and at the end of the replay (null when no field could be checked). */
  visible_state: { initial: number | null; final: number | null };
}

export type DomFeatures = Record<DomFeatureId, number | null>;

const minOf = (xs: number[]) => (xs.length ? Math.min(...xs) : null);
const maxOf = (xs: number[]) => (xs.length ? Math.max(...xs) : null);
const meanOf = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** Fold a replay's per-step measurements into features 1–16 (null where nothing was measurable). */
export function domFeatures(m: ReplayMeasurement): DomFeatures {
  const targets = m.steps.flatMap((s) => s.targets);
  // Size, spacing and pointer travel are about hitting a target; a key needs none of them.
  const aimed = targets.filter((t) => t.via === 'pointer');
  const states = m.steps.flatMap((s) => [s.before, s.after]);
  const nonNull = <T>(xs: (T | null)[]) => xs.filter((x): x is T => x !== null);
  return {
    target_size: minOf(aimed.map((t) => t.size)),
    target_spacing: minOf(aimed.map((t) => t.spacing)),
    fitts_id: maxOf(nonNull(aimed.map((t) => t.fitts_id))),
    interactable_density: maxOf(states.map((s) => s.density)),
    option_count: maxOf(targets.map((t) => t.options)),
    overlay_depth: maxOf(targets.map((t) => t.overlay_depth)),
    step_burden: m.steps.length,
    scroll_depth: maxOf(states.map((s) => s.scroll)) ?? 0,
    feedback_persistence: meanOf(m.steps.map((s) => s.persistence)),
    reset_cost: m.steps.filter((s) => s.state_changed).length,
    visible_state_fraction: meanOf(nonNull([m.visible_state.initial, m.visible_state.final])),
    aria_richness: meanOf(targets.map((t) => t.aria)),
    contrast_ratio: minOf(nonNull(targets.map((t) => t.contrast))),
    clutter: maxOf(states.map((s) => s.clutter)),
    placement_offset: nonNull(targets.map((t) => t.frame_offset))[0] ?? null,
    instance_count: maxOf(states.map((s) => s.frames)),
  };
}

/** Whether a scroll was needed: a pointer target out of view before its step, or any scroll offset reached. */
export function scrollRequired(m: ReplayMeasurement): boolean {
  return m.steps.some((s) => s.targets.some((t) => t.via === 'pointer' && !t.in_view_before) || s.before.scroll > 0 || s.after.scroll > 0);
}

/** An RGB picture of the viewport, 3 bytes per pixel, row by row. */
export interface Picture { width: number; height: number; rgb: Uint8Array }

/** Channel difference above which a pixel counts as changed (well above rendering noise). */
export const PIXEL_TOLERANCE = 8;
/** Fewer changed pixels than this is no visible feedback at all. */
export const MIN_CHANGED_PIXELS = 16;

/**
 * Share of an action's visible change that survived the hold: of the pixels the action changed,
 * those still showing the post-action colour after the pause. Nothing visible changed means no
 * feedback: 0. Pixels inside `ignore` (the harness's banner) do not count.
 */
export function pixelPersistence(before: Picture, after: Picture, held: Picture, ignore: Box[] = []): number {
  const { width, height } = before;
  for (const p of [after, held]) if (p.width !== width || p.height !== height) throw new Error('pictures of different sizes');
  const masked = (x: number, y: number) => ignore.some((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
  const differs = (a: Uint8Array, b: Uint8Array, i: number) =>
    Math.abs(a[i] - b[i]) > PIXEL_TOLERANCE || Math.abs(a[i + 1] - b[i + 1]) > PIXEL_TOLERANCE || Math.abs(a[i + 2] - b[i + 2]) > PIXEL_TOLERANCE;
  let changed = 0;
  let kept = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (!differs(before.rgb, after.rgb, i) || (ignore.length && masked(x, y))) continue;
      changed++;
      if (!differs(after.rgb, held.rgb, i)) kept++;
    }
  }
  return changed < MIN_CHANGED_PIXELS ? 0 : kept / changed;
}
