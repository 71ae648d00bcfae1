import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import dayjs from 'dayjs';
import { MuiDates, useAcceptedValue } from '../../env/kit/dates/mui';
import { TIME_DAY, timeField } from '../../env/kit/dates/time';
import type { RendererProps } from '../../env/kit/types';
import { withSeconds } from '../../core/time';
import type { Params } from './family';

/**
 * MUI X's desktop TimePicker: a sectioned field whose clock button opens one listbox per section;
 * the value is accepted by OK (or the field, typed section by section, holding a time).
 */
export default function MuiTimePicker({ params }: RendererProps<Params>) {
  const seconds = withSeconds(params.format);
  const accepted = useAcceptedValue('value', (v) => dayjs(`${TIME_DAY}T${v}`), (d) => timeField(d, seconds));
  return (
    <MuiDates>
      <DesktopTimePicker
        label={params.label}
        format={params.format}
        ampm={params.format === 'hh:mm A'}
        views={seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
        timeSteps={{ hours: 1, minutes: params.minuteStep, seconds: 1 }}
        {...accepted}
        referenceDate={dayjs(TIME_DAY)}
        closeOnSelect={false}
        slotProps={{ textField: { fullWidth: true }, field: { clearable: true } }}
      />
    </MuiDates>
  );
}
