import stylesUrl from '@mantine/core/styles.css?url';
import { Button, Card, MantineProvider, Title } from '@mantine/core';
import type { SceneAdapter } from '../kit/types';
import { loadStylesheet } from './stylesheet';

const adapter: SceneAdapter = {
  ready: loadStylesheet(stylesUrl),
  Provider({ scene, children }) {
    return (
      <MantineProvider forceColorScheme={scene.theme}>
        <div className="cb-page" style={{ background: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' }}>
          {children}
        </div>
      </MantineProvider>
    );
  },
  Frame({ title, titleId, children }) {
    return (
      <section className="cb-frame" aria-labelledby={title ? titleId : undefined}>
        <Card withBorder padding="lg" radius="md">
          {title && <Title order={2} size="h4" mb="sm" id={titleId}>{title}</Title>}
          {children}
        </Card>
      </section>
    );
  },
  CommitButton({ label, onClick }) {
    return <Button onClick={onClick}>{label}</Button>;
  },
};

export default adapter;
