import { ConfigProvider } from 'antd';
import useSpinStyle from 'antd/es/spin/style';
import useTableStyle from 'antd/es/table/style';
import { useContext } from 'react';
import type { SceneAdapter } from '../../../kit/types';

/**
 * antd's Table as it renders here (two columns, no pagination, sorting, selection or scrolling),
 * drawn with antd's own styles and the markup antd gives such a table: antd's Table component
 * also brings Pagination, Dropdown, Tree, Checkbox and Radio for features the scene never uses,
 * ~70 kB gzip on every table page.
 */
const SceneTable: SceneAdapter['Table'] = ({ columns, rows }) => {
  const getPrefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls;
  const prefix = getPrefixCls('table');
  const spin = getPrefixCls('spin');
  const rootCls = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useTableStyle(prefix, rootCls);
  const [spinHash, spinVar] = useSpinStyle(spin);
  return (
    <div className={`${cssVarCls} ${rootCls} ${prefix}-wrapper ${hashId}`}>
      <div className={`${spin} ${spinHash} ${spinVar}`} aria-live="polite" aria-busy="false">
        <div className={`${spin}-container`}>
          <div className={`${prefix} ${cssVarCls} ${rootCls} ${hashId}`}>
            <div className={`${prefix}-container`}>
              <div className={`${prefix}-content`}>
                <table style={{ tableLayout: 'auto' }}>
                  <thead className={`${prefix}-thead`}>
                    <tr>{columns.map((c) => <th key={c} className={`${prefix}-cell`} scope="col">{c}</th>)}</tr>
                  </thead>
                  <tbody className={`${prefix}-tbody`}>
                    {rows.map((r) => (
                      <tr key={r.key} className={`${prefix}-row ${prefix}-row-level-0`} data-row-key={r.key}>
                        <td className={`${prefix}-cell`}><span id={r.labelId}>{r.label}</span></td>
                        <td className={`${prefix}-cell`}>{r.cell}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
};
export default SceneTable;
