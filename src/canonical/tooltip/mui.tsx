import { Button, FormLabel, Stack, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiTooltipChoices({ params }: RendererProps<Params>) {
  const [chosen, setChosen] = useField<string | null>('chosen');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>{params.label}</FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {params.choices.map((c) => (
          <Tooltip key={c.label} title={c.hint} describeChild disableInteractive enterDelay={0}>
            <Button variant={chosen === c.label ? 'contained' : 'outlined'} onClick={() => setChosen(c.label)}>{c.label}</Button>
          </Tooltip>
        ))}
      </Stack>
    </div>
  );
}
