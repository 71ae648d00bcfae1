import { Typography, theme as antdTheme } from 'antd';
import type { SceneAdapter } from '../../../kit/types';

const HeaderBar: SceneAdapter['HeaderBar'] = ({ title, children }) => {
  const { token } = antdTheme.useToken();
  return (
    <header className="cb-header" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
      {children}
    </header>
  );
};
export default HeaderBar;
