import { Accordion, Title } from '@mantine/core';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineAccordion({ params }: RendererProps<Params>) {
  const labels = params.sections.map((s) => s.label);
  const { selected, replace } = useLabelSet('expanded', labels);
  const items = params.sections.map((s) => (
    <Accordion.Item key={s.label} value={s.label}>
      <Accordion.Control>{s.label}</Accordion.Control>
      <Accordion.Panel>{s.body}</Accordion.Panel>
    </Accordion.Item>
  ));
  return (
    <div>
      <Title order={5} mb="xs">{params.label}</Title>
      {params.multiple
        ? <Accordion multiple variant="separated" value={selected} onChange={replace}>{items}</Accordion>
        : <Accordion variant="separated" value={selected[0] ?? null} onChange={(v) => replace(v ? [v] : [])}>{items}</Accordion>}
    </div>
  );
}
