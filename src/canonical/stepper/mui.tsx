import { Button, Stack, Step, StepButton, Stepper } from '@mui/material';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { BACK, NEXT } from './steps';
import { useStepper } from './useStepper';

export default function MuiStepper({ params }: RendererProps<Params>) {
  const s = useStepper(params);
  return (
    <Stack spacing={2}>
      <Stepper nonLinear activeStep={s.index} orientation={s.vertical ? 'vertical' : 'horizontal'} alternativeLabel={!s.vertical}>
        {params.steps.map((label, i) => (
          <Step key={label} completed={i < s.reached && i !== s.index} disabled={!s.open(i)}>
            <StepButton onClick={() => s.go(i)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1}>
        <Button disabled={s.index === 0} onClick={s.back}>{BACK}</Button>
        <Button variant="contained" disabled={s.index === s.last} onClick={s.next}>{NEXT}</Button>
      </Stack>
    </Stack>
  );
}
