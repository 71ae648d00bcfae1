import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { MuiDates, MuiRangeFields, POPPER_IN_VIEW, useAcceptedDraft } from '../../env/kit/dates/mui';
import { useRangeEnds } from '../../env/kit/dates/range';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const dateTime = (d: Dayjs | null) => (d && d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : null);

/**
 * MUI X's DateTimeRangePicker is its Pro package's: here two desktop DateTimePickers, Start and
 * End, each bounding the other (the end not before the start); each accepts its own end of the
 * range with OK.
 */
export default function MuiDateTimePickerRange({ params }: RendererProps<Params>) {
  const { ends: [start, end], setEnd } = useRangeEnds();
  const starts = useAcceptedDraft(start, setEnd(0), dayjs, dateTime);
  const ends = useAcceptedDraft(end, setEnd(1), dayjs, dateTime);
  const shared = {
    ampm: params.format === 'hh:mm A',
    timeSteps: { hours: 1, minutes: params.minuteStep },
    disableHighlightToday: true,
    closeOnSelect: false,
    slotProps: { field: { clearable: true }, popper: { modifiers: POPPER_IN_VIEW } },
  };
  return (
    <MuiDates>
      <MuiRangeFields label={params.label}>
        <DesktopDateTimePicker label="Start" {...shared} {...starts} referenceDate={dayjs(params.today)} maxDateTime={end ? dayjs(end) : undefined} />
        <DesktopDateTimePicker label="End" {...shared} {...ends} referenceDate={dayjs(start ?? params.today)} minDateTime={start ? dayjs(start) : undefined} />
      </MuiRangeFields>
    </MuiDates>
  );
}
