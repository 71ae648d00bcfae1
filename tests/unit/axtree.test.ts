import { describe, expect, it } from 'vitest';
import { buildAxTree, type RawAxNode } from '../../pipeline/harness/axtreeObservation';
import { findTargets } from '../../pipeline/agents/targets';

const node = (nodeId: string, role: string, name: string, extra: Partial<RawAxNode> = {}): RawAxNode =>
  ({ nodeId, ignored: false, role: { value: role }, name: { value: name }, ...extra });

describe('axtree observation', () => {
  const raw: RawAxNode[] = [
    node('1', 'RootWebArea', 'Page', { childIds: ['2', '3', '9'], backendDOMNodeId: 10 }),
    node('2', 'region', 'Billing', { parentId: '1', childIds: ['4', '5'], backendDOMNodeId: 11 }),
    node('3', 'generic', '', { parentId: '1', childIds: ['6'], backendDOMNodeId: 12 }),
    node('4', 'checkbox', 'Paperless', { parentId: '2', backendDOMNodeId: 13, properties: [{ name: 'checked', value: { value: 'true' } }, { name: 'focused', value: { value: true } }, { name: 'invalid', value: { value: 'false' } }], childIds: ['7'] }),
    node('5', 'StaticText', 'Billing', { parentId: '2', backendDOMNodeId: 14 }),
    node('6', 'checkbox', 'Paperless', { parentId: '3', backendDOMNodeId: 15, properties: [{ name: 'checked', value: { value: 'false' } }] }),
    node('7', 'InlineTextBox', 'Paperless', { parentId: '4' }),
    { nodeId: '8', ignored: true, parentId: '1' },
    // A page number: a nameless list item whose text is in a nameless wrapper.
    node('9', 'listitem', '', { parentId: '1', childIds: ['10'], backendDOMNodeId: 16 }),
    node('10', 'generic', '', { parentId: '9', childIds: ['11'], backendDOMNodeId: 17 }),
    node('11', 'StaticText', '4', { parentId: '10', backendDOMNodeId: 18 }),
  ];
  const tree = buildAxTree(raw, true);

  it('serializes BrowserGym-style lines, ids on shown elements only, dropping noise', () => {
    expect(tree.text).toBe([
      "[1] RootWebArea 'Page'",
      "\t[2] region 'Billing'",
      "\t\t[3] checkbox 'Paperless', focused, checked='true'",
      "\t[4] checkbox 'Paperless', checked='false'",
      "\t[5] listitem ''",
      "\t\tStaticText '4'",
    ].join('\n'));
    expect(tree.nodes.filter((n) => n.role === 'StaticText').map((n) => n.id)).toEqual([null, null]);
    // Nameless wrappers are left out of the text, and so out of the numbering.
    expect(tree.nodes.filter((n) => n.role === 'generic').map((n) => n.id)).toEqual([null, null]);
  });

  it('numbers elements by their place in the tree as observed, so the same page gives the same ids whatever came before', () => {
    expect(buildAxTree(raw, true).text).toBe(tree.text);
    // A dialog mounted at the end of the page (where overlays go): the page under it keeps its ids.
    const dialog = node('20', 'dialog', 'Confirm', { parentId: '1', childIds: ['21'], backendDOMNodeId: 30 });
    const ok = node('21', 'button', 'OK', { parentId: '20', backendDOMNodeId: 31 });
    const opened = buildAxTree([{ ...raw[0], childIds: ['2', '3', '9', '20'] }, ...raw.slice(1), dialog, ok], true);
    const idOf = (t: typeof opened, backendId: number) => t.nodes.find((n) => n.backendId === backendId)!.id;
    expect([10, 11, 13, 15, 16, 30, 31].map((b) => idOf(opened, b))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    // Closed again, the page reads exactly as before it opened: ids hold no memory of the dialog.
    expect(buildAxTree(raw, true).text).toBe(tree.text);
    // Decoration that comes and goes with timing (a ripple: nameless spans in a button) moves no id.
    const ripple = { nodeId: '30', ignored: false, role: { value: 'generic' }, name: { value: '' }, parentId: '4', backendDOMNodeId: 40 } as RawAxNode;
    const rippling = buildAxTree([raw[0], raw[1], raw[2], { ...raw[3], childIds: ['7', '30'] }, ...raw.slice(4), ripple], true);
    expect(rippling.text).toBe(tree.text);
    // A node before others moves the ids after it, and only those.
    const first = buildAxTree([{ ...raw[0], childIds: ['20', '2', '3', '9'] }, dialog, ok, ...raw.slice(1)], true);
    expect([10, 30, 31, 11, 13].map((b) => idOf(first, b))).toEqual(['1', '2', '3', '4', '5']);
    // Privileged reads hand out no ids.
    expect(buildAxTree(raw, false).nodes.every((n) => n.id === null)).toBe(true);
  });

  it('resolves semantic targets to DOM nodes, scoped by an ancestor, naming a nameless element by its text', () => {
    expect(findTargets(tree, { role: 'checkbox', name: 'paperless' })).toEqual([13, 15]);
    expect(findTargets(tree, { role: 'checkbox', name: 'Paperless', within: { role: 'region', name: 'Billing' } })).toEqual([13]);
    expect(findTargets(tree, { role: 'button', name: 'Paperless' })).toEqual([]);
    expect(findTargets(tree, { role: 'listitem', name: '4' })).toEqual([16]);
  });
});
