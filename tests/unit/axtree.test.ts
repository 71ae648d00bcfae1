import { describe, expect, it } from 'vitest';
import { buildAxTree, ElementIds, type RawAxNode } from '../../pipeline/harness/axtreeObservation';
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
  const tree = buildAxTree(raw, new ElementIds());

  it('serializes BrowserGym-style lines, ids on elements only, dropping noise', () => {
    expect(tree.text).toBe([
      "[1] RootWebArea 'Page'",
      "\t[2] region 'Billing'",
      "\t\t[3] checkbox 'Paperless', focused, checked='true'",
      "\t[5] checkbox 'Paperless', checked='false'",
      "\t[6] listitem ''",
      "\t\tStaticText '4'",
    ].join('\n'));
    expect(tree.nodes.filter((n) => n.role === 'StaticText').map((n) => n.id)).toEqual([null, null]);
  });

  it('gives the same DOM the same ids, and keeps an element\'s id while others appear before it', () => {
    expect(buildAxTree(raw, new ElementIds()).text).toBe(tree.text);
    const ids = new ElementIds();
    buildAxTree(raw, ids);
    // A dialog opens before the region: it gets the next ids, everything seen before keeps its own.
    const dialog = node('20', 'dialog', 'Confirm', { parentId: '1', childIds: ['21'], backendDOMNodeId: 30 });
    const ok = node('21', 'button', 'OK', { parentId: '20', backendDOMNodeId: 31 });
    const later = buildAxTree([{ ...raw[0], childIds: ['20', '2', '3', '9'] }, dialog, ok, ...raw.slice(1)], ids);
    const idOf = (backendId: number) => later.nodes.find((n) => n.backendId === backendId)!.id;
    expect([idOf(10), idOf(11), idOf(13), idOf(15), idOf(16)]).toEqual(['1', '2', '3', '5', '6']);
    expect([idOf(30), idOf(31)]).toEqual(['8', '9']);
    // Privileged reads hand out no ids.
    expect(buildAxTree(raw, null).nodes.every((n) => n.id === null)).toBe(true);
  });

  it('resolves semantic targets to DOM nodes, scoped by an ancestor, naming a nameless element by its text', () => {
    expect(findTargets(tree, { role: 'checkbox', name: 'paperless' })).toEqual([13, 15]);
    expect(findTargets(tree, { role: 'checkbox', name: 'Paperless', within: { role: 'region', name: 'Billing' } })).toEqual([13]);
    expect(findTargets(tree, { role: 'button', name: 'Paperless' })).toEqual([]);
    expect(findTargets(tree, { role: 'listitem', name: '4' })).toEqual([16]);
  });
});
