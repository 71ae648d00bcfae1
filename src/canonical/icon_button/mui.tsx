import { IconButton, Stack, Typography } from '@mui/material';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiIconButtons({ params }: RendererProps<Params>) {
  const [activated, setActivated] = useField<string | null>('activated');
  const [pressed, setPressed] = useField<boolean>('pressed');
  const t = params.toggle;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{params.description}</Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {params.buttons.map((b) => (
          <IconButton key={b.label} aria-label={b.label} onClick={() => setActivated(b.label)}><KitIcon name={b.icon} /></IconButton>
        ))}
        {t && (
          <IconButton aria-label={t.label} aria-pressed={pressed} color={pressed ? 'primary' : 'default'} onClick={() => setPressed(!pressed)}>
            <KitIcon name={t.icon} filled={pressed} />
          </IconButton>
        )}
      </Stack>
      {activated && <Typography variant="body2" color="text.secondary">{params.feedback} {activated}</Typography>}
    </Stack>
  );
}
