import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import dayjs from 'dayjs';
import { MuiDates, POPPER_IN_VIEW, useAcceptedValue } from '../../env/kit/dates/mui';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * MUI X's desktop DateTimePicker: a sectioned field whose calendar button opens the month grid
 * beside hour and minute listboxes; OK accepts the day and time picked.
 */
export default function MuiDateTimePickerSingle({ params }: RendererProps<Params>) {
  const accepted = useAcceptedValue('value', (v) => dayjs(v), (d) => (d && d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : null));
  return (
    <MuiDates>
      <DesktopDateTimePicker
        label={params.label}
        ampm={params.format === 'hh:mm A'}
        timeSteps={{ hours: 1, minutes: params.minuteStep }}
        {...accepted}
        referenceDate={dayjs(params.today)}
        disableHighlightToday
        closeOnSelect={false}
        slotProps={{ textField: { fullWidth: true }, field: { clearable: true }, popper: { modifiers: POPPER_IN_VIEW } }}
      />
    </MuiDates>
  );
}
