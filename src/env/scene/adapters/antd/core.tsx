import { Button, ConfigProvider, theme as antdTheme } from 'antd';
import useCardStyle from 'antd/es/card/style';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext, type ReactNode } from 'react';
import type { SceneCore } from '../../../kit/types';

function Page({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return <div className="cb-page" style={{ background: token.colorBgLayout, color: token.colorText }}>{children}</div>;
}

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * antd's Card and Typography.Text as they render here (a titled card; secondary text), drawn from
 * antd's own styles and class names: the components themselves also import Tabs, Dropdown, Menu
 * and Skeleton (card tabs, loading) and an editable TextArea with tooltips (typography), which every
 * antd page would otherwise load.
 */
function Card({ title, titleId, children }: { title?: string; titleId?: string; children: ReactNode }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefix);
  return (
    <div className={classes(prefix, `${prefix}-bordered`, hashId, cssVarCls)}>
      {title && (
        <div className={`${prefix}-head`}>
          <div className={`${prefix}-head-wrapper`}>
            <div className={`${prefix}-head-title`}><span id={titleId}>{title}</span></div>
          </div>
        </div>
      )}
      <div className={`${prefix}-body`}>{children}</div>
    </div>
  );
}

function Muted({ children }: { children: ReactNode }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefix);
  return <span className={classes(prefix, `${prefix}-secondary`, hashId, cssVarCls)}>{children}</span>;
}

const core: SceneCore = {
  Provider({ scene, children }) {
    const algorithm = [scene.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
    if (scene.spacing === 'compact') algorithm.push(antdTheme.compactAlgorithm);
    return <ConfigProvider theme={{ algorithm }}><Page>{children}</Page></ConfigProvider>;
  },
  Card,
  Button: ({ label, onClick, primary }) => <Button type={primary ? 'primary' : 'default'} onClick={onClick}>{label}</Button>,
  Muted,
};

export default core;
