/**
 * Interactable elements of the page as the browser_use and som modes index them: visible elements
 * that are native controls, carry an interactive ARIA role, are focusable or editable, or show a
 * pointer (or context-menu) cursor of their own. Read in one CDP DOMSnapshot call; the page is never modified.
 */
import type { CDPSession } from 'playwright-core';

export interface InteractiveElement {
  index: number;
  backendNodeId: number;
  tag: string;
  attributes: Map<string, string>;
  value: string | null;
  checked: boolean;
  text: string;
  box: { x: number; y: number; w: number; h: number };
}

const INTERACTIVE_TAGS = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY', 'OPTION']);
const INTERACTIVE_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'option', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'treeitem', 'gridcell', 'listbox']);

/** Cursors that say an element takes a click: a pointer, or the context-menu cursor of a row with a right-click menu. */
const POINTING_CURSORS = new Set(['pointer', 'context-menu']);

interface Snapshot {
  documents: {
    nodes: {
      parentIndex: number[]; nodeType: number[]; nodeName: number[]; nodeValue: number[]; backendNodeId: number[];
      attributes: number[][]; inputValue?: { index: number[]; value: number[] }; inputChecked?: { index: number[] };
      isClickable?: { index: number[] };
    };
    layout: { nodeIndex: number[]; bounds: number[][]; styles: number[][] };
  }[];
  strings: string[];
}

export async function interactiveElements(cdp: CDPSession, viewport: { width: number; height: number }): Promise<InteractiveElement[]> {
  const snap = (await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: ['display', 'visibility', 'cursor'] })) as unknown as Snapshot;
  const s = (i: number) => (i >= 0 ? snap.strings[i] : '');
  const doc = snap.documents[0];
  const n = doc.nodes;
  const count = n.nodeName.length;
  const children: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < count; i++) if (n.parentIndex[i] >= 0) children[n.parentIndex[i]].push(i);
  const layoutOf = new Map<number, number>();
  doc.layout.nodeIndex.forEach((node, li) => layoutOf.set(node, li));
  const clickable = new Set(n.isClickable?.index ?? []);
  const checked = new Set(n.inputChecked?.index ?? []);
  const inputValue = new Map<number, string>();
  n.inputValue?.index.forEach((node, k) => inputValue.set(node, s(n.inputValue!.value[k])));
  const cursor = (i: number) => {
    const li = layoutOf.get(i);
    return li === undefined ? '' : s(doc.layout.styles[li][2]);
  };
  const attrs = (i: number) => {
    const out = new Map<string, string>();
    const a = n.attributes[i] ?? [];
    for (let k = 0; k + 1 < a.length; k += 2) out.set(s(a[k]), s(a[k + 1]));
    return out;
  };
  const boxOf = (i: number) => {
    const li = layoutOf.get(i);
    if (li === undefined) return null;
    const [x, y, w, h] = doc.layout.bounds[li];
    const [display, visibility] = doc.layout.styles[li].map(s);
    const visible = w > 0 && h > 0 && display !== 'none' && visibility !== 'hidden' && x < viewport.width && y < viewport.height && x + w > 0 && y + h > 0;
    return visible ? { x, y, w, h } : null;
  };
  const attrsOf = Array.from({ length: count }, (_, i) => (n.nodeType[i] === 1 ? attrs(i) : new Map<string, string>()));
  const native = (i: number) => {
    if (n.nodeType[i] !== 1) return false;
    const tag = s(n.nodeName[i]);
    const a = attrsOf[i];
    if (INTERACTIVE_TAGS.has(tag)) return !(tag === 'INPUT' && a.get('type') === 'hidden') && (tag !== 'A' || a.has('href') || clickable.has(i));
    return INTERACTIVE_ROLES.has(a.get('role') ?? '') || a.get('contenteditable') === 'true' || (a.has('tabindex') && a.get('tabindex') !== '-1');
  };
  const hasNativeBelow = (i: number): boolean => children[i].some((c) => native(c) || hasNativeBelow(c));
  const hasNativeAbove = (i: number): boolean => {
    for (let p = n.parentIndex[i], k = 0; p >= 0 && k < 4; p = n.parentIndex[p], k++) if (native(p)) return true;
    return false;
  };
  const byDomId = new Map<string, number>();
  for (let i = 0; i < count; i++) if (n.nodeType[i] === 1 && attrsOf[i].has('id')) byDomId.set(attrsOf[i].get('id')!, i);
  /** Controls a label names: its `for` target, else the form controls inside it. */
  const labelledControls = (i: number): number[] => {
    const f = attrsOf[i].get('for');
    if (f) return byDomId.has(f) ? [byDomId.get(f)!] : [];
    const out: number[] = [];
    const walk = (k: number) => children[k].forEach((c) => { if (['INPUT', 'SELECT', 'TEXTAREA'].includes(s(n.nodeName[c]))) out.push(c); else walk(c); });
    walk(i);
    return out;
  };
  const interactive = (i: number, a: Map<string, string>) => {
    const tag = s(n.nodeName[i]);
    if (a.has('disabled') || a.get('aria-disabled') === 'true' || a.get('aria-hidden') === 'true') return false;
    if (native(i)) return true;
    // A label stands in for a control that has no box of its own (a visually hidden input);
    // otherwise a label, or a pointer-cursor wrapper around (or inside) a real control, is not a
    // target of its own: the control is indexed instead. An inherited cursor is no new target.
    if (tag === 'LABEL') return labelledControls(i).some((c) => !boxOf(c));
    if (hasNativeBelow(i) || hasNativeAbove(i)) return false;
    const p = n.parentIndex[i];
    return clickable.has(i) || (POINTING_CURSORS.has(cursor(i)) && (p < 0 || cursor(p) !== cursor(i)));
  };
  const textOf = (i: number, limit = 60): string => {
    let out = '';
    const walk = (k: number) => {
      if (out.length >= limit) return;
      if (n.nodeType[k] === 3) out += `${s(n.nodeValue[k])} `;
      else if (!['SCRIPT', 'STYLE'].includes(s(n.nodeName[k]))) children[k].forEach(walk);
    };
    walk(i);
    const t = out.replace(/\s+/g, ' ').trim();
    return t.length > limit ? `${t.slice(0, limit - 1)}…` : t;
  };
  const labelFor = new Map<string, number>();
  for (let i = 0; i < count; i++) if (s(n.nodeName[i]) === 'LABEL' && attrsOf[i].has('for')) labelFor.set(attrsOf[i].get('for')!, i);
  /** The visible label of a form control: label[for=id], else an enclosing label. */
  const labelOf = (i: number): string => {
    const id = attrsOf[i].get('id');
    if (id && labelFor.has(id)) return textOf(labelFor.get(id)!);
    for (let p = n.parentIndex[i]; p >= 0; p = n.parentIndex[p]) if (s(n.nodeName[p]) === 'LABEL') return textOf(p);
    return '';
  };
  const out: InteractiveElement[] = [];
  for (let i = 0; i < count; i++) {
    if (n.nodeType[i] !== 1) continue;
    const a = attrsOf[i];
    const box = boxOf(i);
    if (!box || !interactive(i, a)) continue;
    const tag = s(n.nodeName[i]).toLowerCase();
    out.push({
      index: out.length, backendNodeId: n.backendNodeId[i], tag, attributes: a,
      value: inputValue.get(i) ?? null, checked: checked.has(i),
      text: tag === 'input' || tag === 'textarea' || tag === 'select' ? labelOf(i) : textOf(i), box,
    });
  }
  return out;
}

const SHOWN_ATTRS = ['title', 'type', 'name', 'role', 'aria-label', 'aria-checked', 'aria-expanded', 'aria-selected', 'aria-pressed',
  'aria-valuenow', 'aria-haspopup', 'placeholder', 'alt', 'href', 'contenteditable'];

/** browser-use style: `[3]<button aria-label="Close">×</button>`, whitelisted attributes only. */
export function serializeElements(elements: InteractiveElement[]): string {
  return elements.map((e) => {
    const shown = SHOWN_ATTRS.filter((k) => e.attributes.has(k)).map((k) => `${k}=${JSON.stringify(e.attributes.get(k)!.slice(0, 80))}`);
    if (e.value !== null) shown.push(`value=${JSON.stringify(e.value.slice(0, 80))}`);
    if (e.checked) shown.push('checked');
    return `[${e.index}]<${e.tag}${shown.length ? ` ${shown.join(' ')}` : ''}>${e.text}</${e.tag}>`;
  }).join('\n');
}

/** Set-of-Marks legend: `[3] button 'Close'` (role, else tag; aria-label, else text). */
export function markLegend(elements: InteractiveElement[]): string {
  return elements.map((e) => {
    const kind = e.attributes.get('role') ?? (e.tag === 'input' ? `input ${e.attributes.get('type') ?? 'text'}` : e.tag);
    const toggle = ['checkbox', 'radio'].includes(e.attributes.get('type') ?? '');
    const label = e.attributes.get('aria-label') ?? (e.text || e.attributes.get('placeholder') || (toggle ? '' : e.value) || '');
    return `[${e.index}] ${kind} '${label.replace(/'/g, "\\'")}'`;
  }).join('\n');
}
