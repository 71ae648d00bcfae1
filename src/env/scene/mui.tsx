import { Button, Card, CardContent, CardHeader, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useMemo } from 'react';
import type { SceneAdapter } from '../kit/types';

const adapter: SceneAdapter = {
  Provider({ scene, children }) {
    const theme = useMemo(() => createTheme({
      palette: { mode: scene.theme },
      spacing: scene.spacing === 'compact' ? 5 : 8,
    }), [scene.theme, scene.spacing]);
    return (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div className="cb-page" style={{ background: theme.palette.background.default, color: theme.palette.text.primary }}>
          {children}
        </div>
      </ThemeProvider>
    );
  },
  Frame({ title, titleId, children }) {
    return (
      <section className="cb-frame" aria-labelledby={title ? titleId : undefined}>
        <Card variant="outlined">
          {title && <CardHeader title={<span id={titleId}>{title}</span>} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />}
          <CardContent>{children}</CardContent>
        </Card>
      </section>
    );
  },
  CommitButton({ label, onClick }) {
    return <Button variant="contained" onClick={onClick}>{label}</Button>;
  },
};

export default adapter;
