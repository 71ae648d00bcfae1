import { DateTimePicker } from '@mantine/dates';
import { Fieldset, Group } from '@mantine/core';
import { DROPDOWN_IN_VIEW } from '../../env/kit/dates/mantine';
import { useRangeEnds } from '../../env/kit/dates/range';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

/** Mantine's own value format for a date and time, and the state's. */
const toMantine = (v: string | null) => (v ? `${v.replace('T', ' ')}:00` : null);
const fromMantine = (v: string | null) => (v ? v.slice(0, 16).replace(' ', 'T') : null);

/**
 * Mantine has no date-time range picker: two DateTimePickers, Start and End, in a fieldset, each
 * bounding the other (the end not before the start); each commits its own end of the range as
 * its day and time are set.
 */
export default function MantineDateTimePickerRange({ params }: RendererProps<Params>) {
  const { ends: [start, end], setEnd } = useRangeEnds();
  const picker = (i: 0 | 1, label: string) => (
    <DateTimePicker
      label={label}
      placeholder="Pick date and time"
      value={toMantine([start, end][i])}
      defaultDate={[start, end][i] ?? start ?? params.today}
      onChange={(v) => setEnd(i)(fromMantine(v))}
      clearable
      valueFormat="D MMM YYYY HH:mm"
      timePickerProps={{ format: '24h', minutesStep: params.minuteStep }}
      popoverProps={{ middlewares: DROPDOWN_IN_VIEW }}
      {...(i === 0 ? { maxDate: toMantine(end) ?? undefined } : { minDate: toMantine(start) ?? undefined })}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
  return (
    <Fieldset legend={params.label} variant="unstyled">
      <Group grow align="flex-start">
        {picker(0, 'Start')}
        {picker(1, 'End')}
      </Group>
    </Fieldset>
  );
}
