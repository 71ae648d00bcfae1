/**
 * What an id-acting agent can read about the elements of an observation, whatever the mode: the
 * AX tree (axtree), the marks legend (som) or the serialized DOM (browser_use).
 */
import type { Observation } from '../harness/taskEnv';

export interface ViewElement {
  id: string;
  role: string;
  name: string;
  checked: boolean | 'mixed' | null;
  expanded: boolean | null;
  value: string | null;
  /** Names of the element's labelled containers (regions, dialogs), nearest first (axtree only). */
  scopes: string[];
  /** For an option of a native select: the select's id (the browser draws its list; axtree only). */
  select?: string;
}

const TAG_ROLES: Record<string, string> = { button: 'button', a: 'link', select: 'combobox', textarea: 'textbox', option: 'option', summary: 'button' };

function inputRole(type: string | undefined): string {
  if (type === 'checkbox') return 'checkbox';
  if (type === 'radio') return 'radio';
  if (type === 'range') return 'slider';
  if (type === 'number') return 'spinbutton';
  if (type === 'button' || type === 'submit') return 'button';
  return 'textbox';
}

const tri = (v: unknown): boolean | 'mixed' | null => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v === 'mixed' ? 'mixed' : null);

/**
 * The select an option sits in, when that is a native <select>: a combobox that holds its options
 * itself (a custom combobox's list is a popup elsewhere in the page).
 */
function nativeSelect(ancestors: ({ role: string; id: string | null } | undefined)[]): { select?: string } {
  const box = ancestors.find((a) => a?.role !== 'MenuListPopup');
  return box?.role === 'combobox' && box.id !== null ? { select: box.id } : {};
}

export function elementView(obs: Observation): ViewElement[] {
  if (obs.axtree) {
    const names = new Map(obs.axtree.nodes.filter((n) => n.backendId !== null).map((n) => [n.backendId as number, n]));
    return obs.axtree.nodes.filter((n) => n.shown && n.id !== null).map((n) => ({
      id: n.id as string, role: n.role, name: n.name || n.text, checked: tri(n.states.checked ?? n.states.pressed), expanded: tri(n.states.expanded) as boolean | null,
      value: n.value ?? null,
      scopes: n.ancestors.map((a) => names.get(a)).filter((a) => a && ['region', 'dialog', 'alertdialog', 'group', 'row', 'article'].includes(a.role) && a.name).map((a) => a!.name),
      ...(n.role === 'option' ? nativeSelect(n.ancestors.map((a) => names.get(a))) : {}),
    }));
  }
  if (obs.mode === 'som') {
    return obs.text.split('\n').map((line) => /^\[(\d+)\] (\S+(?: \S+)?) '(.*)'$/.exec(line)).filter((m): m is RegExpExecArray => !!m).map((m) => {
      const kind = m[2].startsWith('input ') ? inputRole(m[2].slice(6)) : TAG_ROLES[m[2]] ?? m[2];
      return { id: m[1], role: kind, name: m[3].replace(/\\'/g, "'"), checked: null, expanded: null, value: null, scopes: [] };
    });
  }
  return obs.text.split('\n').map((line) => /^\[(\d+)\]<(\w+)([^>]*)>(.*)<\/\w+>$/.exec(line)).filter((m): m is RegExpExecArray => !!m).map((m) => {
    const attrs = new Map([...m[3].matchAll(/([\w-]+)=("(?:[^"\\]|\\.)*")/g)].map((a) => [a[1], JSON.parse(a[2]) as string]));
    const tag = m[2];
    const role = attrs.get('role') ?? (tag === 'input' ? inputRole(attrs.get('type')) : TAG_ROLES[tag] ?? 'generic');
    return {
      id: m[1], role, name: attrs.get('aria-label') ?? (m[4] || attrs.get('placeholder') || attrs.get('title') || ''),
      checked: / checked(\s|$)/.test(m[3]) ? true : tri(attrs.get('aria-checked') ?? attrs.get('aria-pressed')),
      expanded: tri(attrs.get('aria-expanded')) as boolean | null, value: attrs.get('value') ?? null, scopes: [],
    };
  });
}
