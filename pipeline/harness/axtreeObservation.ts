/**
 * The accessibility-tree observation: CDP's full AX tree, serialized BrowserGym-style as indented
 * lines `[id] role 'name', state=value`. Element ids are Chromium's backend DOM node ids, stable for
 * the life of a node and obtained without touching the page's DOM.
 */
import type { CDPSession } from 'playwright-core';

export interface AxNode {
  /** Backend DOM node id (the element id agents act on), or null for nodes without a DOM node. */
  id: number | null;
  role: string;
  name: string;
  value?: string;
  states: Record<string, string | number | boolean>;
  /** Ids of ancestors with DOM nodes, nearest first. */
  ancestors: number[];
  /** Whether the node appears in the serialized text. */
  shown: boolean;
}

export interface AxTree {
  nodes: AxNode[];
  text: string;
}

const SILENT_ROLES = new Set(['generic', 'none', 'presentation', 'LineBreak', 'ListMarker', 'group', 'LabelText', 'paragraph', 'Section']);
const STATE_PROPS = ['focused', 'disabled', 'checked', 'pressed', 'selected', 'expanded', 'required', 'invalid', 'readonly', 'multiselectable', 'valuemin', 'valuemax', 'valuetext', 'modal', 'hasPopup', 'level'];
const ALWAYS_SHOW = new Set(['checked', 'pressed', 'expanded', 'valuemin', 'valuemax', 'valuetext', 'level', 'hasPopup']);

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

export async function captureAxTree(cdp: CDPSession): Promise<AxTree> {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return buildAxTree(nodes as RawAxNode[]);
}

export function buildAxTree(raw: RawAxNode[]): AxTree {
  const byId = new Map(raw.map((n) => [n.nodeId, n]));
  const root = raw.find((n) => !n.parentId || !byId.has(n.parentId));
  const out: AxNode[] = [];
  const lines: string[] = [];
  if (!root) return { nodes: out, text: '' };

  const visit = (n: RawAxNode, depth: number, ancestors: number[], parentName: string | null) => {
    const role = String(n.role?.value ?? '');
    if (role === 'InlineTextBox') return; // glyph runs of a StaticText: never useful to an agent
    const name = String(n.name?.value ?? '').replace(/\s+/g, ' ').trim();
    const id = n.backendDOMNodeId ?? null;
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
      || (SILENT_ROLES.has(role) && !name)
      || (role === 'StaticText' && (name === '' || name === parentName));
    const node: AxNode = { id, role, name, value, states, ancestors, shown: !silent };
    out.push(node);
    let childDepth = depth;
    let childParentName = parentName;
    if (!silent) {
      lines.push(`${'\t'.repeat(depth)}${id !== null ? `[${id}] ` : ''}${role} ${quote(name)}${formatStates(value, states)}`);
      childDepth = depth + 1;
      childParentName = name;
    }
    const nextAncestors = id !== null ? [id, ...ancestors] : ancestors;
    for (const c of n.childIds ?? []) {
      const child = byId.get(c);
      if (child) visit(child, childDepth, nextAncestors, childParentName);
    }
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
