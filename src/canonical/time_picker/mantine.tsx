import { TimePicker } from '@mantine/dates';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import { withSeconds } from '../../core/time';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

/**
 * Mantine's TimePicker with its dropdown: one column of buttons per part of the time beside the
 * field's spin buttons; it reports a time once every part holds a number.
 */
export default function MantineTimePicker({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const seconds = withSeconds(params.format);
  return (
    <TimePicker
      label={params.label}
      value={value ?? ''}
      withSeconds={seconds}
      withDropdown
      format={params.format === 'hh:mm A' ? '12h' : '24h'}
      minutesStep={params.minuteStep}
      clearable
      onChange={(v) => setValue(v ? v.slice(0, seconds ? 8 : 5) : null)}
    />
  );
}
