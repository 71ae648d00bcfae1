import { Button, Stack, Typography } from '@mui/material';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const VARIANT = { primary: ['contained', 'primary'], secondary: ['outlined', 'primary'], danger: ['contained', 'error'], text: ['text', 'primary'] } as const;

export default function MuiButtons({ params }: RendererProps<Params>) {
  const [activated, setActivated] = useField<string | null>('activated');
  return (
    <Stack spacing={2}>
      {params.description && <Typography variant="body2">{params.description}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {params.buttons.map((b) => (
          <Button key={b.label} variant={VARIANT[b.variant][0]} color={VARIANT[b.variant][1]} onClick={() => setActivated(b.label)}>{b.label}</Button>
        ))}
      </Stack>
      {activated && <Typography variant="body2" color="text.secondary">{params.feedback} {activated}</Typography>}
    </Stack>
  );
}
