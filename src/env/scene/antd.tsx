import { Button, Card, ConfigProvider, theme as antdTheme } from 'antd';
import type { SceneAdapter } from '../kit/types';

const adapter: SceneAdapter = {
  Provider({ scene, children }) {
    const algorithm = [scene.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
    if (scene.spacing === 'compact') algorithm.push(antdTheme.compactAlgorithm);
    return (
      <ConfigProvider theme={{ algorithm }}>
        <Page>{children}</Page>
      </ConfigProvider>
    );
  },
  Frame({ title, titleId, children }) {
    return (
      <section className="cb-frame" aria-labelledby={title ? titleId : undefined}>
        <Card title={title ? <span id={titleId}>{title}</span> : undefined}>{children}</Card>
      </section>
    );
  },
  CommitButton({ label, onClick }) {
    return <Button type="primary" onClick={onClick}>{label}</Button>;
  },
};

function Page({ children }: { children: React.ReactNode }) {
  const { token } = antdTheme.useToken();
  return <div className="cb-page" style={{ background: token.colorBgLayout, color: token.colorText }}>{children}</div>;
}

export default adapter;
