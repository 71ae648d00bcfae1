import { Button, Group, Stack, Stepper } from '@mantine/core';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { BACK, NEXT } from './steps';
import { useStepper } from './useStepper';

export default function MantineStepper({ params }: RendererProps<Params>) {
  const s = useStepper(params);
  return (
    <Stack gap="md">
      <Stepper active={s.index} onStepClick={s.go} size="sm" orientation={s.vertical ? 'vertical' : 'horizontal'}>
        {params.steps.map((label, i) => <Stepper.Step key={label} label={label} aria-label={label} allowStepSelect={s.open(i)} />)}
      </Stepper>
      <Group gap="xs">
        <Button variant="default" disabled={s.index === 0} onClick={s.back}>{BACK}</Button>
        <Button disabled={s.index === s.last} onClick={s.next}>{NEXT}</Button>
      </Group>
    </Stack>
  );
}
