// @ts-check
/**
 * `antd-table-lite`: antd's own Table for tables without built-in pagination, column filters, row
 * selection or virtual scrolling, that always have rows (no empty state). antd's Table imports Pagination (and with it Select), the filter
 * dropdown (Dropdown, Menu, Tree, Input, Checkbox, Radio), the selection column's controls and the
 * virtual list statically, ~80 kB gzip on every page whether the table uses them or not, which
 * would put a table page over the task-page budget. This module is a second copy of antd/es/table
 * (the same files, read unchanged, under a query) in which those imports resolve to stubs that
 * throw if a table ever reaches them. Renderers that filter, select rows, virtualize or can show an
 * empty table import `Table` from 'antd' as usual.
 */
import { readFileSync } from 'node:fs';

const LITE = '?antd-table-lite';
const STUB = '\0antd-table-lite:';

/** @param {string} feature */
const stub = (feature) => `const fail = () => { throw new Error('antd-table-lite has no ${feature}: import Table from "antd" for a table that uses it'); };
export default fail;
export const flattenKeys = fail;
`;

/** @returns {import('vite').Plugin} */
export function antdTableLite() {
  return {
    name: 'antd-table-lite',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'antd-table-lite') {
        const r = await this.resolve('antd/es/table/index.js', importer, { ...options, skipSelf: true });
        return r && r.id + LITE;
      }
      if (!importer?.endsWith(LITE)) return null;
      const from = importer.slice(0, -LITE.length);
      const r = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!r) return null;
      if (r.id.endsWith('/antd/es/pagination/index.js')) return `${STUB}pagination`;
      if (r.id.endsWith('/antd/es/table/hooks/useFilter/FilterDropdown.js')) return `${STUB}column filters`;
      if (r.id.endsWith('/antd/es/table/RcTable/VirtualTable.js')) return `${STUB}virtual scrolling`;
      if (r.id.endsWith('/antd/es/config-provider/defaultRenderEmpty.js')) return `${STUB}empty state`;
      if (from.endsWith('/antd/es/table/hooks/useSelection.js') && /\/antd\/es\/(checkbox|dropdown|radio)\/index\.js$/.test(r.id)) return `${STUB}row selection`;
      return r.id.includes('/antd/es/table/') ? r.id + LITE : r;
    },
    load(id) {
      if (id.startsWith(STUB)) return stub(id.slice(STUB.length));
      if (id.endsWith(LITE)) return readFileSync(id.slice(0, -LITE.length), 'utf8');
      return null;
    },
  };
}
