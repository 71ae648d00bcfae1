import { DateTimePicker } from '@mantine/dates';
import { DROPDOWN_IN_VIEW } from '../../env/kit/dates/mantine';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

/**
 * Mantine's DateTimePicker: a button opening a month view above a time field (spin buttons) and
 * a submit button.
 */
export default function MantineDateTimePickerSingle({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const twelve = params.format === 'hh:mm A';
  return (
    <DateTimePicker
      label={params.label}
      placeholder="Pick date and time"
      value={value ? `${value.replace('T', ' ')}:00` : null}
      defaultDate={value ?? params.today}
      onChange={(v) => setValue(v ? v.slice(0, 16).replace(' ', 'T') : null)}
      clearable
      valueFormat={twelve ? 'D MMM YYYY hh:mm A' : 'D MMM YYYY HH:mm'}
      timePickerProps={{ format: twelve ? '12h' : '24h', minutesStep: params.minuteStep }}
      popoverProps={{ middlewares: DROPDOWN_IN_VIEW }}
    />
  );
}
