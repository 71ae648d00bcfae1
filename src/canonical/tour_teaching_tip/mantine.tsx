import { Button, Group, Title, Tour } from '@mantine/core';
import { createRef, useMemo } from 'react';
import type { RendererProps } from '../../env/kit/types';
import { useTour } from '../../env/kit/tour';
import type { Params } from './family';

/** Mantine's Tour with a Tour.Step per control of the page, started from a button; its last step's "Close", the corner Close, Skip and Escape all end it. */
export default function MantineTour({ params }: RendererProps<Params>) {
  const t = useTour(params);
  // Mantine resolves a step's ref when the step opens: one ref per control for the page's life.
  const targets = useMemo(() => params.stops.map(() => createRef<HTMLButtonElement>()), [params.stops]);
  return (
    <div style={{ maxWidth: 440 }}>
      <Title order={5} mb="xs">{params.label}</Title>
      <Group gap={8}>
        {params.stops.map((s, i) => <Button key={s.title} variant="default" ref={targets[i]}>{s.title}</Button>)}
      </Group>
      <Button mt="md" onClick={t.start}>{params.trigger}</Button>
      <Tour active={t.current !== null} step={t.current ?? 0} onStepChange={t.go} onClose={t.close}>
        {params.stops.map((s, i) => <Tour.Step key={s.title} target={targets[i]} title={s.title}>{s.text}</Tour.Step>)}
      </Tour>
    </div>
  );
}
