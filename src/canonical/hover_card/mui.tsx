import { Box, Button, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI's interactive Tooltip holding a card, as its docs compose rich hover content. */
export default function MuiHoverCard({ params }: RendererProps<Params>) {
  const [, set] = useFields();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {params.people.map((p) => (
        <Tooltip
          key={p.name} describeChild enterDelay={0} placement="top"
          slotProps={{ tooltip: { sx: { bgcolor: 'background.paper', color: 'text.primary', boxShadow: 3, p: 1.5, maxWidth: 280 } } }}
          title={(
            <Box>
              <Typography variant="subtitle2">{p.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{p.title} · {p.team}</Typography>
              <Stack direction="row" spacing={1}>
                {params.actions.map((a) => <Button key={a} size="small" variant="outlined" onClick={() => set({ person: p.name, action: a })}>{a}</Button>)}
              </Stack>
            </Box>
          )}
        >
          <Link component="button" underline="hover">{p.name}</Link>
        </Tooltip>
      ))}
    </Stack>
  );
}
