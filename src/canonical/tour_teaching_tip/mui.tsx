import { Box, Button, Paper, Stack, Typography, useTheme } from '@mui/material';
import { useRef } from 'react';
import { ACTIONS, EVENTS, Joyride, STATUS, type EventData, type TooltipRenderProps } from 'react-joyride';
import type { RendererProps } from '../../env/kit/types';
import { useTour } from '../../env/kit/tour';
import type { Params } from './family';

/** A step's bubble from MUI's Paper and Buttons, wired to react-joyride's own button props. */
function MuiTip({ step, index, backProps, primaryProps, skipProps, tooltipProps }: TooltipRenderProps) {
  return (
    <Paper elevation={8} {...tooltipProps} sx={{ p: 2, width: 300 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{step.title}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>{step.content}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Button size="small" {...skipProps}>{skipProps.title}</Button>
        <Box sx={{ flex: 1 }} />
        {index > 0 && <Button size="small" {...backProps}>{backProps.title}</Button>}
        <Button size="small" variant="contained" {...primaryProps}>{primaryProps.title}</Button>
      </Stack>
    </Paper>
  );
}

/** MUI has no tour: react-joyride drives it (controlled by step), its bubble built from MUI. */
export default function MuiTour({ params }: RendererProps<Params>) {
  const t = useTour(params);
  const theme = useTheme();
  const targets = useRef<(HTMLElement | null)[]>([]);
  const onEvent = (e: EventData) => {
    if (e.type === EVENTS.STEP_AFTER && e.action === ACTIONS.NEXT) {
      if (e.index + 1 < params.stops.length) t.go(e.index + 1);
      else t.close();
    } else if (e.type === EVENTS.STEP_AFTER && e.action === ACTIONS.PREV) t.go(e.index - 1);
    else if (e.action === ACTIONS.CLOSE || e.action === ACTIONS.SKIP || e.status === STATUS.SKIPPED || e.status === STATUS.FINISHED) t.close();
  };
  return (
    <div style={{ maxWidth: 440 }}>
      <Typography variant="subtitle1" gutterBottom sx={{ fontWeight: 600 }}>{params.label}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {params.stops.map((s, i) => <Button key={s.title} variant="outlined" ref={(el) => { targets.current[i] = el; }}>{s.title}</Button>)}
      </Stack>
      <Button variant="contained" onClick={t.start} sx={{ mt: 2 }}>{params.trigger}</Button>
      <Joyride
        run={t.current !== null}
        stepIndex={t.current ?? 0}
        continuous
        steps={params.stops.map((s, i) => ({ target: () => targets.current[i]!, title: s.title, content: s.text }))}
        onEvent={onEvent}
        tooltipComponent={MuiTip}
        locale={{ last: 'Finish' }}
        options={{ skipBeacon: true, buttons: ['back', 'skip', 'primary'], closeButtonAction: 'skip', zIndex: theme.zIndex.tooltip, primaryColor: theme.palette.primary.main }}
      />
    </div>
  );
}
