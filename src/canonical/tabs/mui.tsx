import { Box, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiTabs({ params }: RendererProps<Params>) {
  const [active, setActive] = useField<string>('active');
  const base = useId();
  const index = Math.max(0, params.tabs.findIndex((t) => t.label === active));
  return (
    <Box>
      <Tabs value={index} onChange={(_, i: number) => setActive(params.tabs[i].label)} variant="scrollable">
        {params.tabs.map((t, i) => <Tab key={t.label} label={t.label} id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`} />)}
      </Tabs>
      {params.tabs.map((t, i) => (
        <div key={t.label} role="tabpanel" hidden={i !== index} id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`}>
          {i === index && <Box sx={{ pt: 2 }}>{t.body}</Box>}
        </div>
      ))}
    </Box>
  );
}
