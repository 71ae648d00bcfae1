/** What the rule agent reads off an AX-tree observation about the options it may pick. */
import { describe, expect, it } from 'vitest';
import { elementView } from '../../pipeline/agents/elementView';
import type { AxNode } from '../../pipeline/harness/axtreeObservation';
import type { Observation } from '../../pipeline/harness/modes';

const node = (id: number | null, role: string, name: string, ancestors: number[]): AxNode => ({
  id: id === null ? null : String(id), backendId: id, role, name, states: {}, text: '', ancestors, shown: id !== null,
});

function observe(nodes: AxNode[]): Observation {
  return {
    mode: 'axtree', step: 0, url: 'http://127.0.0.1/task/x', text: '', files: [], lastActionError: null,
    elements: new Map(nodes.filter((n) => n.id !== null).map((n) => [n.id as string, n.backendId as number])),
    axtree: { nodes, text: '' },
    screenshot: () => Promise.resolve(Buffer.alloc(0)),
    plainScreenshot: () => Promise.resolve(Buffer.alloc(0)),
  };
}

describe('elementView', () => {
  it("names the native select that holds an option, and no select for a custom list's option", () => {
    const els = elementView(observe([
      node(5, 'combobox', 'Report format', []),
      node(null, 'MenuListPopup', '', [5]),
      node(8, 'option', 'PDF', [5]),
      node(20, 'combobox', 'Plan', []),
      node(30, 'listbox', 'Plan', []),
      node(31, 'option', 'Growth', [30]),
    ]));
    expect(els.find((e) => e.name === 'PDF')?.select).toBe('5');
    expect(els.find((e) => e.name === 'Growth')?.select).toBeUndefined();
  });
});
