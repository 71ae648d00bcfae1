/** antd's Table without pagination, column filters or row selection (scripts/antd-table-lite.mjs). */
declare module 'antd-table-lite' {
  import Table from 'antd/es/table';
  export default Table;
}

/** antd's Table as above, with the selection column's checkboxes (no radios). */
declare module 'antd-table-lite/selection' {
  import Table from 'antd/es/table';
  export default Table;
}
