/** antd's Table without pagination, column filters or row selection (scripts/antd-lite.mjs). */
declare module 'antd-table-lite' {
  import Table from 'antd/es/table';
  export default Table;
}

/** antd's Table as above, with the selection column's checkboxes (no radios). */
declare module 'antd-table-lite/selection' {
  import Table from 'antd/es/table';
  export default Table;
}

/** antd's Table as the lite copy, with its column filters (checkbox lists and custom panels) and empty state. */
declare module 'antd-table-lite/filters' {
  import Table from 'antd/es/table';
  export default Table;
}

/** antd's Pagination without its page-size changer (`showSizeChanger` must stay false). */
declare module 'antd-pagination-lite' {
  import Pagination from 'antd/es/pagination';
  export default Pagination;
}
