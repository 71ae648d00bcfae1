import { Dropdown, Typography, theme } from 'antd';
import { useId } from 'react';
import { antdCommandItems, commandPath } from '../../env/kit/antdCommandMenu';
import { useCommand } from '../../env/kit/commandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdContextMenu({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const { token } = theme.useToken();
  const heading = useId();
  const items = antdCommandItems(params.items);
  return (
    <div>
      <Typography.Title level={5} id={heading} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <ul aria-labelledby={heading} style={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}>
        {/* Destroyed once hidden: kept, its submenu would stay open under the pointer after a pick. */}
        {params.rows.map((r, n) => (
          <Dropdown key={r} trigger={['contextMenu']} destroyOnHidden menu={{ items, onClick: ({ key }) => run(commandPath(key), r) }}>
            <li style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderTop: n ? `1px solid ${token.colorSplit}` : undefined, cursor: 'context-menu' }}>{r}</li>
          </Dropdown>
        ))}
      </ul>
    </div>
  );
}
