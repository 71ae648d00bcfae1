import { describe, expect, it } from 'vitest';
import { buildAxTree, type RawAxNode } from '../../pipeline/harness/axtreeObservation';
import { findTargets } from '../../pipeline/agents/targets';

const node = (nodeId: string, role: string, name: string, extra: Partial<RawAxNode> = {}): RawAxNode =>
  ({ nodeId, ignored: false, role: { value: role }, name: { value: name }, ...extra });

describe('axtree observation', () => {
  const raw: RawAxNode[] = [
    node('1', 'RootWebArea', 'Page', { childIds: ['2', '3'], backendDOMNodeId: 10 }),
    node('2', 'region', 'Billing', { parentId: '1', childIds: ['4', '5'], backendDOMNodeId: 11 }),
    node('3', 'generic', '', { parentId: '1', childIds: ['6'], backendDOMNodeId: 12 }),
    node('4', 'checkbox', 'Paperless', { parentId: '2', backendDOMNodeId: 13, properties: [{ name: 'checked', value: { value: 'true' } }, { name: 'focused', value: { value: true } }, { name: 'invalid', value: { value: 'false' } }], childIds: ['7'] }),
    node('5', 'StaticText', 'Billing', { parentId: '2', backendDOMNodeId: 14 }),
    node('6', 'checkbox', 'Paperless', { parentId: '3', backendDOMNodeId: 15, properties: [{ name: 'checked', value: { value: 'false' } }] }),
    node('7', 'InlineTextBox', 'Paperless', { parentId: '4' }),
    { nodeId: '8', ignored: true, parentId: '1' },
  ];
  const tree = buildAxTree(raw);

  it('serializes BrowserGym-style lines with ids and states, dropping noise', () => {
    expect(tree.text).toBe([
      "[10] RootWebArea 'Page'",
      "\t[11] region 'Billing'",
      "\t\t[13] checkbox 'Paperless', focused, checked='true'",
      "\t[15] checkbox 'Paperless', checked='false'",
    ].join('\n'));
  });

  it('resolves semantic targets, scoped by an ancestor when asked', () => {
    expect(findTargets(tree, { role: 'checkbox', name: 'paperless' })).toEqual([13, 15]);
    expect(findTargets(tree, { role: 'checkbox', name: 'Paperless', within: { role: 'region', name: 'Billing' } })).toEqual([13]);
    expect(findTargets(tree, { role: 'button', name: 'Paperless' })).toEqual([]);
  });
});
