import { Box, Paper, Stack, Typography } from '@mui/material';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** MUI has no splitter: react-resizable-panels' Group, Panels and Separator inside MUI's Paper, the bar in MUI's divider colours. */
export default function MuiSplitter({ params }: RendererProps<Params>) {
  const [, setSize] = useField<number>('size');
  return (
    <Box sx={{ width: 560, maxWidth: '100%' }}>
      <Typography variant="subtitle1" gutterBottom sx={{ fontWeight: 600 }}>{params.label}</Typography>
      <Paper variant="outlined" sx={{ height: 220, overflow: 'hidden' }}>
        {/* The size counts once the resize ends: the pointer released, or a key pressed. */}
        <Group orientation="horizontal" onLayoutChanged={(layout, meta) => { if (meta.isUserInteraction) setSize(Math.round(layout.first * 10) / 10); }}>
          {params.panes.map((title, i) => [
            i === 1 && (
              <Box key="bar" component={Separator} sx={{ width: 6, bgcolor: 'divider', '&:hover, &[data-separator="active"], &:focus-visible': { bgcolor: 'primary.main' }, outline: 'none' }} />
            ),
            <Panel key={title} id={i === 0 ? 'first' : 'second'} defaultSize={`${i === 0 ? params.initial : 100 - params.initial}`}>
              <Stack spacing={0.5} sx={{ p: 1.5, overflow: 'hidden' }}>
                <Typography variant="subtitle2" noWrap>{title}</Typography>
                {params.lines[i].map((line) => <Typography key={line} variant="body2" color="text.secondary" noWrap>{line}</Typography>)}
              </Stack>
            </Panel>,
          ])}
        </Group>
      </Paper>
    </Box>
  );
}
