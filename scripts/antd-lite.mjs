// @ts-check
/**
 * Copies of antd components with parts a task page never uses left out.
 *
 * `antd-table-lite`: antd's own Table for tables without built-in pagination, column filters, row
 * selection or virtual scrolling, that always have rows (no empty state). antd's Table imports Pagination (and with it Select), the filter
 * dropdown (Dropdown, Menu, Tree, Input, Checkbox, Radio), the selection column's controls and the
 * virtual list statically, ~80 kB gzip on every page whether the table uses them or not, which
 * would put a table page over the task-page budget. This module is a second copy of antd/es/table
 * (the same files, read unchanged, under a query) in which those imports resolve to stubs that
 * throw if a table ever reaches them. `antd-table-lite/selection` is a third copy that keeps the
 * selection column's checkboxes (not its radios or custom selections menu), for tables that
 * select rows and page them with a Pagination of their own; `antd-table-lite/filters` keeps the
 * column filters (checkbox lists and custom panels, not tree-mode or single-choice lists) and the
 * empty state a filter can leave. Renderers that virtualize import `Table` from 'antd' as usual.
 *
 * `antd-pagination-lite`: antd's Pagination without its page-size changer. Pagination imports
 * Select statically for that changer (~25 kB gzip with the virtual list and overflow it brings),
 * which a pager with `showSizeChanger={false}` never renders.
 */
import { readFileSync } from 'node:fs';

/**
 * Parts a copy can leave out: the module the import resolves to, and, where the part is one use
 * of a shared component, the table module importing it.
 * @type {Record<string, { module: RegExp; importer?: RegExp }>}
 */
const PARTS = {
  'pagination': { module: /\/antd\/es\/pagination\/index\.js$/ },
  'column filters': { module: /\/antd\/es\/table\/hooks\/useFilter\/FilterDropdown\.js$/ },
  'virtual scrolling': { module: /\/antd\/es\/table\/RcTable\/VirtualTable\.js$/ },
  'empty state': { module: /\/antd\/es\/config-provider\/defaultRenderEmpty\.js$/ },
  'selections menu': { module: /\/antd\/es\/dropdown\/index\.js$/, importer: /\/table\/hooks\/useSelection\.js$/ },
  'row selection': { module: /\/antd\/es\/(checkbox|radio)\/index\.js$/, importer: /\/table\/hooks\/useSelection\.js$/ },
  // Radio's group brings antd's form hooks (~16 kB gzip).
  'single-row (radio) selection': { module: /\/antd\/es\/radio\/index\.js$/, importer: /\/table\/hooks\/useSelection\.js$/ },
  'tree-mode filters': { module: /\/antd\/es\/tree\/index\.js$/, importer: /\/table\/hooks\/useFilter\/FilterDropdown\.js$/ },
  'single-choice (radio) filters': { module: /\/antd\/es\/radio\/index\.js$/, importer: /\/table\/hooks\/useFilter\/FilterDropdown\.js$/ },
  'page-size changer': { module: /\/antd\/es\/select\/index\.js$/, importer: /\/pagination\/Pagination\.js$/ },
};

const TABLE = { entry: 'antd/es/table/index.js', dir: '/antd/es/table/' };

/**
 * The copies: the specifier a renderer imports, the component's entry module and folder (whose
 * modules are copied), the query its modules carry, and what it leaves out (first match wins).
 */
const COPIES = [
  { source: 'antd-table-lite', ...TABLE, query: '?antd-table-lite', leaves: ['pagination', 'column filters', 'virtual scrolling', 'empty state', 'selections menu', 'row selection'] },
  { source: 'antd-table-lite/selection', ...TABLE, query: '?antd-table-lite-selection', leaves: ['pagination', 'column filters', 'virtual scrolling', 'empty state', 'selections menu', 'single-row (radio) selection'] },
  { source: 'antd-table-lite/filters', ...TABLE, query: '?antd-table-lite-filters', leaves: ['pagination', 'virtual scrolling', 'selections menu', 'row selection', 'tree-mode filters', 'single-choice (radio) filters'] },
  { source: 'antd-pagination-lite', entry: 'antd/es/pagination/index.js', dir: '/antd/es/pagination/', query: '?antd-pagination-lite', leaves: ['page-size changer'] },
];
const STUB = '\0antd-lite:';

/** @param {string} feature */
const stub = (feature) => `const fail = () => { throw new Error('this antd-lite copy has no ${feature}: import the component from "antd" where it is used'); };
export default fail;
export const flattenKeys = fail;
`;

/** @returns {import('vite').Plugin} */
export function antdLite() {
  return {
    name: 'antd-lite',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const entry = COPIES.find((c) => c.source === source);
      if (entry) {
        const r = await this.resolve(entry.entry, importer, { ...options, skipSelf: true });
        return r && r.id + entry.query;
      }
      const copy = COPIES.find((c) => importer?.endsWith(c.query));
      if (!importer || !copy) return null;
      const from = importer.slice(0, -copy.query.length);
      const r = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!r) return null;
      const left = copy.leaves.find((part) => PARTS[part].module.test(r.id) && (!PARTS[part].importer || PARTS[part].importer.test(from)));
      if (left) return `${STUB}${left}`;
      return r.id.includes(copy.dir) ? r.id + copy.query : r;
    },
    load(id) {
      if (id.startsWith(STUB)) return stub(id.slice(STUB.length));
      const copy = COPIES.find((c) => id.endsWith(c.query));
      if (copy) return readFileSync(id.slice(0, -copy.query.length), 'utf8');
      return null;
    },
  };
}
