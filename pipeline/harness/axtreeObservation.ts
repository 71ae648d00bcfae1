/**
 * The accessibility-tree observation: CDP's full AX tree, serialized BrowserGym-style as indented
 * lines `[id] role 'name', state=value`. Only the elements the text shows carry ids (text nodes
 * have none, as BrowserGym gives them no bid; nor do the nameless wrappers it leaves out). An
 * element's id is its place among the shown elements in pre-order at this observation (1, 2, …):
 * a function of the page as observed, not of the episode's history, so the same page gives the
 * same ids on every load, in a replay of the episode and on any machine, and decoration that comes
 * and goes with timing (a button's ripple) moves none. Elements before a change keep their ids;
 * those after a node that appears or leaves move (overlays mount at the end of the body, so the
 * page under them keeps its ids). The backend DOM node behind each id stays in the harness. Read
 * without touching the DOM.
 */
import type { CDPSession } from 'playwright-core';

export interface AxNode {
  /** The element id agents act on; null for text, nodes without a DOM element and nodes not shown. */
  id: string | null;
  /** Backend DOM node id (harness-side: boxes, hit tests, input), or null for nodes without a DOM node. */
  backendId: number | null;
  role: string;
  name: string;
  value?: string;
  states: Record<string, string | number | boolean>;
  /** The text the node holds (its text descendants, joined): what names an element whose accessible name is empty. */
  text: string;
  /** Backend ids of ancestors with DOM nodes, nearest first. */
  ancestors: number[];
  /** Whether the node appears in the serialized text. */
  shown: boolean;
}

export interface AxTree {
  nodes: AxNode[];
  text: string;
}

// Nameless nodes of these roles are structure only (BrowserGym skips nameless generic nodes too).
const SILENT_ROLES = new Set(['generic', 'none', 'presentation', 'LineBreak']);
const STATE_PROPS = ['focused', 'disabled', 'checked', 'pressed', 'selected', 'expanded', 'required', 'invalid', 'readonly', 'multiselectable', 'valuemin', 'valuemax', 'valuetext', 'modal', 'hasPopup', 'level'];
const ALWAYS_SHOW = new Set(['checked', 'pressed', 'expanded', 'valuemin', 'valuemax', 'valuetext', 'level', 'hasPopup']);
const TEXT_ROLES = new Set(['StaticText', 'InlineTextBox']);

/** The part of CDP's Accessibility.AXNode this module reads. */
export interface RawAxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  value?: { value?: unknown };
  properties?: { name: string; value?: { value?: unknown } }[];
  parentId?: string;
  childIds?: string[];
  backendDOMNodeId?: number;
}

/** The tree with agent ids when `numbered`; privileged reads leave them out (backend ids only). */
export async function captureAxTree(cdp: CDPSession, numbered: boolean): Promise<AxTree> {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return buildAxTree(nodes as RawAxNode[], numbered);
}

export function buildAxTree(raw: RawAxNode[], numbered: boolean): AxTree {
  const byId = new Map(raw.map((n) => [n.nodeId, n]));
  const root = raw.find((n) => !n.parentId || !byId.has(n.parentId));
  const out: AxNode[] = [];
  const lines: string[] = [];
  if (!root) return { nodes: out, text: '' };
  let elements = 0;

  /** Returns the text the node holds, so its parent can hold it too. */
  const visit = (n: RawAxNode, depth: number, ancestors: number[], parentName: string | null): string => {
    const role = String(n.role?.value ?? '');
    if (role === 'InlineTextBox') return ''; // glyph runs of a StaticText: never useful to an agent
    const name = String(n.name?.value ?? '').replace(/\s+/g, ' ').trim();
    const backendId = n.backendDOMNodeId ?? null;
    const element = backendId !== null && !TEXT_ROLES.has(role);
    const states: AxNode['states'] = {};
    for (const p of n.properties ?? []) {
      if (!STATE_PROPS.includes(p.name)) continue;
      const v = p.value?.value;
      if (v === undefined || v === null || v === '') continue;
      if ((v === false || v === 'false') && !ALWAYS_SHOW.has(p.name)) continue;
      if (p.name === 'hasPopup' && v === 'false') continue;
      states[p.name] = v as string | number | boolean;
    }
    const value = n.value?.value !== undefined && n.value.value !== '' ? String(n.value.value) : undefined;
    const silent = n.ignored
      || (SILENT_ROLES.has(role) && !name && Object.keys(states).length === 0)
      || (role === 'StaticText' && (name === '' || name === parentName));
    const id = element && numbered && !silent ? String(++elements) : null;
    const node: AxNode = { id, backendId, role, name, value, states, text: '', ancestors, shown: !silent };
    out.push(node);
    let childDepth = depth;
    let childParentName = parentName;
    if (!silent) {
      lines.push(`${'\t'.repeat(depth)}${id !== null ? `[${id}] ` : ''}${role} ${quote(name)}${formatStates(value, states)}`);
      childDepth = depth + 1;
      childParentName = name;
    }
    const nextAncestors = backendId !== null && element ? [backendId, ...ancestors] : ancestors;
    const held: string[] = role === 'StaticText' && name ? [name] : [];
    for (const c of n.childIds ?? []) {
      const child = byId.get(c);
      if (child) held.push(visit(child, childDepth, nextAncestors, childParentName));
    }
    node.text = held.filter(Boolean).join(' ');
    return node.text;
  };
  visit(root, 0, [], null);
  return { nodes: out, text: lines.join('\n') };
}

function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function formatStates(value: string | undefined, states: AxNode['states']): string {
  const parts: string[] = [];
  if (value !== undefined) parts.push(`value=${quote(value)}`);
  const ordered = Object.entries(states).sort(([a], [b]) => STATE_PROPS.indexOf(a) - STATE_PROPS.indexOf(b));
  for (const [k, v] of ordered) parts.push(v === true ? k : `${k}=${typeof v === 'string' ? quote(v) : v}`);
  return parts.length ? `, ${parts.join(', ')}` : '';
}

export function normalizeName(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
