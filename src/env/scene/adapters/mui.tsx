import {
  Accordion, AccordionDetails, AccordionSummary, Alert, AppBar, Badge, Button, Card, CardContent, CardHeader, Checkbox, Chip,
  CssBaseline, Dialog, DialogActions, DialogContent, DialogTitle, Drawer, FormControlLabel, LinearProgress, Link, MenuItem, Switch,
  Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, ThemeProvider, Toolbar, Typography, createTheme,
} from '@mui/material';
import { useId, useMemo } from 'react';
import type { SceneAdapter } from '../../kit/types';

/** Components that take MUI's `size` prop: compact spacing makes them small. */
const SIZED = ['MuiButton', 'MuiTextField', 'MuiFormControl', 'MuiCheckbox', 'MuiRadio', 'MuiSwitch', 'MuiSlider', 'MuiToggleButton',
  'MuiToggleButtonGroup', 'MuiIconButton', 'MuiPagination', 'MuiRating', 'MuiChip', 'MuiTable', 'MuiAutocomplete', 'MuiInputBase', 'MuiSelect', 'MuiFab'];

const adapter: SceneAdapter = {
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
  Modal({ open, title, onClose, children, footer }) {
    const id = useId();
    return (
      <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        {footer && <DialogActions>{footer}</DialogActions>}
      </Dialog>
    );
  },
  Drawer: ({ open, title, onClose, children }) => (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 480, p: 2 }, role: 'dialog', 'aria-label': title } as object }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </Drawer>
  ),
  Disclosure: ({ label, children }) => (
    <Accordion>
      <AccordionSummary>{label}</AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  ),
  Table: ({ columns, rows }) => (
    <TableContainer component={Card} variant="outlined">
      <Table>
        <TableHead><TableRow><TableCell>{columns[0]}</TableCell><TableCell>{columns[1]}</TableCell></TableRow></TableHead>
        <TableBody>
          {rows.map((r) => <TableRow key={r.key}><TableCell><span id={r.labelId}>{r.label}</span></TableCell><TableCell>{r.cell}</TableCell></TableRow>)}
        </TableBody>
      </Table>
    </TableContainer>
  ),
  HeaderBar: ({ title, children }) => (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar className="cb-header">
        <Typography variant="h6" component="div">{title}</Typography>
        {children}
      </Toolbar>
    </AppBar>
  ),
  Clutter({ item }) {
    switch (item.kind) {
      case 'button': return <Button variant="outlined">{item.label}</Button>;
      case 'text_input': return <TextField label={item.label} size="small" />;
      case 'switch': return <FormControlLabel control={<Switch />} label={item.label} />;
      case 'checkbox': return <FormControlLabel control={<Checkbox />} label={item.label} />;
      case 'select': return (
        <TextField select label={item.label} size="small" defaultValue="" sx={{ minWidth: 130 }}>
          {(item.detail as string[]).map((o) => <MenuItem key={o} value={o}>{o}</MenuItem>)}
        </TextField>
      );
      case 'link': return <Link href="#" onClick={(e) => e.preventDefault()}>{item.label}</Link>;
      case 'tag': return <Chip label={item.label} color="primary" variant="outlined" />;
      case 'alert': return <Alert severity="info">{item.label}</Alert>;
      case 'progress': return <span className="cb-labelled"><Typography variant="body2">{item.label}</Typography><LinearProgress variant="determinate" value={Number(item.detail)} sx={{ width: 140 }} /></span>;
      case 'badge': return <Badge badgeContent={5} color="primary"><Typography variant="body2" sx={{ pr: 1 }}>{item.label}</Typography></Badge>;
    }
  },
  Muted: ({ children }) => <Typography component="span" variant="body2" color="text.secondary">{children}</Typography>,
};

export default adapter;
