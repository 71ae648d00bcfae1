import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import dayjs from 'dayjs';
import { MuiDates, useAcceptedValue } from '../../env/kit/dates/mui';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * The month grid beside the time lists stands taller than the room above or below a field in the
 * middle of a 720 px viewport, and Popper's defaults let it run off the bottom (out of reach, OK
 * included): it may shift up over its field instead.
 */
const POPUP_IN_VIEW = [{ name: 'preventOverflow', options: { altAxis: true, tether: false, padding: 8 } }];

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
        slotProps={{ textField: { fullWidth: true }, field: { clearable: true }, popper: { modifiers: POPUP_IN_VIEW } }}
      />
    </MuiDates>
  );
}
