import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { KitIcon } from '../../env/kit/icons';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's Accordion is one section; in single mode the group keeps one open, as MUI's docs compose it. */
export default function MuiAccordion({ params }: RendererProps<Params>) {
  const labels = params.sections.map((s) => s.label);
  const { selected, toggle, replace } = useLabelSet('expanded', labels);
  const id = useId();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{params.label}</Typography>
      {params.sections.map((s, i) => (
        <Accordion
          key={s.label}
          expanded={selected.includes(s.label)}
          onChange={(_, open) => (params.multiple ? toggle(s.label, open) : replace(open ? [s.label] : []))}
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<KitIcon name="chevronDown" size={20} />} id={`${id}-h${i}`} aria-controls={`${id}-p${i}`}>
            <Typography component="span">{s.label}</Typography>
          </AccordionSummary>
          <AccordionDetails>{s.body}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
