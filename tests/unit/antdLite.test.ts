import { describe, expect, it } from 'vitest';
import { antdLite } from '../../scripts/antd-lite.mjs';

const NM = '/p/node_modules/antd/es';
/** Resolution as Vite does it for these specifiers (relative to the importer's folder). */
const ctx = {
  async resolve(source: string, importer: string) {
    if (source === 'antd/es/table/index.js') return { id: `${NM}/table/index.js` };
    if (source === 'antd/es/pagination/index.js') return { id: `${NM}/pagination/index.js` };
    const url = new URL(source, `file://${importer}`).pathname;
    return { id: /\/(pagination|spin|checkbox|dropdown|radio|tree|select)$/.test(url) ? `${url}/index.js` : `${url}.js` };
  },
};

describe('antd-lite copies', () => {
  const plugin = antdLite() as unknown as { resolveId: (this: typeof ctx, s: string, i?: string, o?: object) => Promise<unknown>; load: (id: string) => string | null };
  const resolve = (s: string, i?: string) => plugin.resolveId.call(ctx, s, i, {});

  it("is a copy of antd's table modules with pagination, filters, the selection column's controls, the virtual list and the empty state left out", async () => {
    const entry = (await resolve('antd-table-lite', '/p/src/x.tsx')) as string;
    expect(entry).toBe(`${NM}/table/index.js?antd-table-lite`);
    expect(await resolve('./InternalTable', entry)).toBe(`${NM}/table/InternalTable.js?antd-table-lite`);
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js?antd-table-lite`)).toBe('\0antd-lite:pagination');
    expect(await resolve('./FilterDropdown', `${NM}/table/hooks/useFilter/index.js?antd-table-lite`)).toBe('\0antd-lite:column filters');
    expect(await resolve('../../checkbox', `${NM}/table/hooks/useSelection.js?antd-table-lite`)).toBe('\0antd-lite:row selection');
    expect(await resolve('../../dropdown', `${NM}/table/hooks/useSelection.js?antd-table-lite`)).toBe('\0antd-lite:selections menu');
    expect(await resolve('./RcTable/VirtualTable', `${NM}/table/InternalTable.js?antd-table-lite`)).toBe('\0antd-lite:virtual scrolling');
    expect(await resolve('../config-provider/defaultRenderEmpty', `${NM}/table/InternalTable.js?antd-table-lite`)).toBe('\0antd-lite:empty state');
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
    expect(await resolve('../../radio', selection)).toBe('\0antd-lite:single-row (radio) selection');
    expect(await resolve('../../dropdown', selection)).toBe('\0antd-lite:selections menu');
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js?antd-table-lite-selection`)).toBe('\0antd-lite:pagination');
  });

  it('keeps the column filters and the empty state in the filters copy, without tree-mode or single-choice lists', async () => {
    expect(await resolve('antd-table-lite/filters', '/p/src/x.tsx')).toBe(`${NM}/table/index.js?antd-table-lite-filters`);
    const dropdown = `${NM}/table/hooks/useFilter/FilterDropdown.js?antd-table-lite-filters`;
    expect(await resolve('./FilterDropdown', `${NM}/table/hooks/useFilter/index.js?antd-table-lite-filters`)).toBe(dropdown);
    expect(await resolve('../../../checkbox', dropdown)).toEqual({ id: `${NM}/checkbox/index.js` });
    expect(await resolve('../../../dropdown', dropdown)).toEqual({ id: `${NM}/dropdown/index.js` });
    expect(await resolve('../../../tree', dropdown)).toBe('\0antd-lite:tree-mode filters');
    expect(await resolve('../../../radio', dropdown)).toBe('\0antd-lite:single-choice (radio) filters');
    expect(await resolve('../config-provider/defaultRenderEmpty', `${NM}/table/InternalTable.js?antd-table-lite-filters`)).toEqual({ id: `${NM}/config-provider/defaultRenderEmpty.js` });
    expect(await resolve('../pagination', `${NM}/table/InternalTable.js?antd-table-lite-filters`)).toBe('\0antd-lite:pagination');
    expect(await resolve('../../checkbox', `${NM}/table/hooks/useSelection.js?antd-table-lite-filters`)).toBe('\0antd-lite:row selection');
  });

  it("is a copy of antd's Pagination without the page-size changer's Select", async () => {
    const entry = (await resolve('antd-pagination-lite', '/p/src/x.tsx')) as string;
    expect(entry).toBe(`${NM}/pagination/index.js?antd-pagination-lite`);
    const pagination = `${NM}/pagination/Pagination.js?antd-pagination-lite`;
    expect(await resolve('./Pagination', entry)).toBe(pagination);
    expect(await resolve('../select', pagination)).toBe('\0antd-lite:page-size changer');
    // Only the pager's own import: the Select a page uses elsewhere is antd's, untouched.
    expect(await resolve('../select', `${NM}/pagination/Pagination.js`)).toBeNull();
    expect(await resolve('../locale', pagination)).toEqual({ id: `${NM}/locale.js` });
  });

  it('fails loudly, naming the feature, if a component reaches a left-out part', () => {
    const code = plugin.load('\0antd-lite:pagination')!;
    const mod = new Function(`${code.replace(/export default fail;\nexport const flattenKeys = fail;/, 'return fail;')}`)() as () => void;
    expect(() => mod()).toThrow(/has no pagination: import the component from "antd"/);
  });
});
