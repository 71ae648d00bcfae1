import { Accordion, AccordionDetails, AccordionSummary } from '@mui/material';
import type { SceneAdapter } from '../../../kit/types';

const Disclosure: SceneAdapter['Disclosure'] = ({ label, children }) => (
  <Accordion>
    <AccordionSummary>{label}</AccordionSummary>
    <AccordionDetails>{children}</AccordionDetails>
  </Accordion>
);
export default Disclosure;
