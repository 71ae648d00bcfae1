import { Button, Card, CardContent, CardHeader, CssBaseline, ThemeProvider, Typography, createTheme } from '@mui/material';
import { useMemo } from 'react';
import type { SceneCore } from '../../../kit/types';

/** Components that take MUI's `size` prop: compact spacing makes them small. */
const SIZED = ['MuiButton', 'MuiTextField', 'MuiFormControl', 'MuiCheckbox', 'MuiRadio', 'MuiSwitch', 'MuiSlider', 'MuiToggleButton',
  'MuiToggleButtonGroup', 'MuiIconButton', 'MuiPagination', 'MuiRating', 'MuiChip', 'MuiTable', 'MuiAutocomplete', 'MuiInputBase', 'MuiSelect', 'MuiFab',
  'MuiPickersTextField'];

const core: SceneCore = {
  Provider({ scene, children }) {
    const compact = scene.spacing === 'compact';
    const theme = useMemo(() => createTheme({
      palette: { mode: scene.theme },
      spacing: compact ? 5 : 8,
      components: compact ? Object.fromEntries(SIZED.map((c) => [c, { defaultProps: { size: 'small' } }])) : {},
    }), [scene.theme, compact]);
    return (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div className="cb-page" style={{ background: theme.palette.background.default, color: theme.palette.text.primary }}>{children}</div>
      </ThemeProvider>
    );
  },
  Card: ({ title, titleId, children }) => (
    <Card variant="outlined">
      {title && <CardHeader title={<span id={titleId}>{title}</span>} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />}
      <CardContent>{children}</CardContent>
    </Card>
  ),
  Button: ({ label, onClick, primary }) => <Button variant={primary ? 'contained' : 'outlined'} onClick={onClick}>{label}</Button>,
  Muted: ({ children }) => <Typography component="span" variant="body2" color="text.secondary">{children}</Typography>,
};

export default core;
