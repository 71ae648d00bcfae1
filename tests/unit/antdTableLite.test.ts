import { describe, expect, it } from 'vitest';
import { antdTableLite } from '../../scripts/antd-table-lite.mjs';

const NM = '/p/node_modules/antd/es';
/** Resolution as Vite does it for these specifiers (relative to the importer's folder). */
const ctx = {
  async resolve(source: string, importer: string) {
    if (source === 'antd/es/table/index.js') return { id: `${NM}/table/index.js` };
    const url = new URL(source, `file://${importer}`).pathname;
    return { id: /\/(pagination|spin|checkbox|dropdown|radio|tree)$/.test(url) ? `${url}/index.js` : `${url}.js` };
  },
};

describe('antd-table-lite', () => {
  const plugin = antdTableLite() as unknown as { resolveId: (this: typeof ctx, s: string, i?: string, o?: object) => Promise<unknown>; load: (id: string) => string | null };
  const resolve = (s: string, i?: string) => plugin.resolveId.call(ctx, s, i, {});

  it("is a copy of antd's table modules with pagination, filters, the selection column's controls, the virtual list and the empty state left out", async () => {
    const entry = (await resolve('antd-table-lite', '/p/src/x.tsx')) as string;
    expect(entry).toBe(`${NM}/table/index.js?antd-table-lite`);
    expect(await resolve('./InternalTable', entry)).toBe(`${NM}/table/InternalTable.js?antd-table-lite`);
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js?antd-table-lite`)).toBe('\0antd-table-lite:pagination');
    expect(await resolve('./FilterDropdown', `${NM}/table/hooks/useFilter/index.js?antd-table-lite`)).toBe('\0antd-table-lite:column filters');
    expect(await resolve('../../checkbox', `${NM}/table/hooks/useSelection.js?antd-table-lite`)).toBe('\0antd-table-lite:row selection');
    expect(await resolve('../../dropdown', `${NM}/table/hooks/useSelection.js?antd-table-lite`)).toBe('\0antd-table-lite:selections menu');
    expect(await resolve('./RcTable/VirtualTable', `${NM}/table/InternalTable.js?antd-table-lite`)).toBe('\0antd-table-lite:virtual scrolling');
    expect(await resolve('../config-provider/defaultRenderEmpty', `${NM}/table/InternalTable.js?antd-table-lite`)).toBe('\0antd-table-lite:empty state');
    // Everything outside the table folder is the one shared copy; antd's own Table is untouched.
    expect(await resolve('../spin', `${NM}/table/InternalTable.js?antd-table-lite`)).toEqual({ id: `${NM}/spin/index.js` });
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js`)).toBeNull();
  });

  it('keeps the selection column\'s checkboxes in the selection copy, and leaves the rest out as the lite copy does', async () => {
    const entry = (await resolve('antd-table-lite/selection', '/p/src/x.tsx')) as string;
    expect(entry).toBe(`${NM}/table/index.js?antd-table-lite-selection`);
    const selection = `${NM}/table/hooks/useSelection.js?antd-table-lite-selection`;
    expect(await resolve('./hooks/useSelection', `${NM}/table/InternalTable.js?antd-table-lite-selection`)).toBe(selection);
    expect(await resolve('../../checkbox', selection)).toEqual({ id: `${NM}/checkbox/index.js` });
    expect(await resolve('../../radio', selection)).toBe('\0antd-table-lite:single-row (radio) selection');
    expect(await resolve('../../dropdown', selection)).toBe('\0antd-table-lite:selections menu');
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js?antd-table-lite-selection`)).toBe('\0antd-table-lite:pagination');
  });

  it('keeps the column filters and the empty state in the filters copy, without tree-mode or single-choice lists', async () => {
    expect(await resolve('antd-table-lite/filters', '/p/src/x.tsx')).toBe(`${NM}/table/index.js?antd-table-lite-filters`);
    const dropdown = `${NM}/table/hooks/useFilter/FilterDropdown.js?antd-table-lite-filters`;
    expect(await resolve('./FilterDropdown', `${NM}/table/hooks/useFilter/index.js?antd-table-lite-filters`)).toBe(dropdown);
    expect(await resolve('../../../checkbox', dropdown)).toEqual({ id: `${NM}/checkbox/index.js` });
    expect(await resolve('../../../dropdown', dropdown)).toEqual({ id: `${NM}/dropdown/index.js` });
    expect(await resolve('../../../tree', dropdown)).toBe('\0antd-table-lite:tree-mode filters');
    expect(await resolve('../../../radio', dropdown)).toBe('\0antd-table-lite:single-choice (radio) filters');
    expect(await resolve('../config-provider/defaultRenderEmpty', `${NM}/table/InternalTable.js?antd-table-lite-filters`)).toEqual({ id: `${NM}/config-provider/defaultRenderEmpty.js` });
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js?antd-table-lite-filters`)).toBe('\0antd-table-lite:pagination');
    expect(await resolve('../../checkbox', `${NM}/table/hooks/useSelection.js?antd-table-lite-filters`)).toBe('\0antd-table-lite:row selection');
  });

  it('fails loudly, naming the feature, if a table reaches a left-out part', () => {
    const code = plugin.load('\0antd-table-lite:pagination')!;
    const mod = new Function(`${code.replace(/export default fail;\nexport const flattenKeys = fail;/, 'return fail;')}`)() as () => void;
    expect(() => mod()).toThrow(/has no pagination: import Table from "antd"/);
  });
});
