import { Accordion } from '@mantine/core';
import type { SceneAdapter } from '../../../kit/types';

const Disclosure: SceneAdapter['Disclosure'] = ({ label, children }) => (
  <Accordion variant="separated">
    <Accordion.Item value="d">
      <Accordion.Control>{label}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  </Accordion>
);
export default Disclosure;
