// @ts-check
/**
 * `antd-table-lite`: antd's own Table for tables without built-in pagination, column filters, row
 * selection or virtual scrolling, that always have rows (no empty state). antd's Table imports Pagination (and with it Select), the filter
 * dropdown (Dropdown, Menu, Tree, Input, Checkbox, Radio), the selection column's controls and the
 * virtual list statically, ~80 kB gzip on every page whether the table uses them or not, which
 * would put a table page over the task-page budget. This module is a second copy of antd/es/table
 * (the same files, read unchanged, under a query) in which those imports resolve to stubs that
 * throw if a table ever reaches them. `antd-table-lite/selection` is a third copy that keeps the
 * selection column's checkboxes (not its radios or custom selections menu), for tables that
 * select rows and page them with a Pagination of their own. Renderers that filter, virtualize or
 * can show an empty table import `Table` from 'antd' as usual.
 */
import { readFileSync } from 'node:fs';

/** The copies: the query each one's modules carry, and whether its selection column keeps its controls. */
const COPIES = [
  { source: 'antd-table-lite', query: '?antd-table-lite', selection: false },
  { source: 'antd-table-lite/selection', query: '?antd-table-lite-selection', selection: true },
];
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
      const entry = COPIES.find((c) => c.source === source);
      if (entry) {
        const r = await this.resolve('antd/es/table/index.js', importer, { ...options, skipSelf: true });
        return r && r.id + entry.query;
      }
      const copy = COPIES.find((c) => importer?.endsWith(c.query));
      if (!importer || !copy) return null;
      const from = importer.slice(0, -copy.query.length);
      const r = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!r) return null;
      if (r.id.endsWith('/antd/es/pagination/index.js')) return `${STUB}pagination`;
      if (r.id.endsWith('/antd/es/table/hooks/useFilter/FilterDropdown.js')) return `${STUB}column filters`;
      if (r.id.endsWith('/antd/es/table/RcTable/VirtualTable.js')) return `${STUB}virtual scrolling`;
      if (r.id.endsWith('/antd/es/config-provider/defaultRenderEmpty.js')) return `${STUB}empty state`;
      if (from.endsWith('/antd/es/table/hooks/useSelection.js')) {
        if (/\/antd\/es\/dropdown\/index\.js$/.test(r.id)) return `${STUB}selections menu`;
        if (!copy.selection && /\/antd\/es\/(checkbox|radio)\/index\.js$/.test(r.id)) return `${STUB}row selection`;
        // Radio's group brings antd's form hooks (~16 kB gzip): the copy selects by checkbox only.
        if (/\/antd\/es\/radio\/index\.js$/.test(r.id)) return `${STUB}single-row (radio) selection`;
      }
      return r.id.includes('/antd/es/table/') ? r.id + copy.query : r;
    },
    load(id) {
      if (id.startsWith(STUB)) return stub(id.slice(STUB.length));
      const copy = COPIES.find((c) => id.endsWith(c.query));
      if (copy) return readFileSync(id.slice(0, -copy.query.length), 'utf8');
      return null;
    },
  };
}
