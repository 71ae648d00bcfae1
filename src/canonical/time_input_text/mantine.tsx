import { TimePicker } from '@mantine/dates';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import { withSeconds } from '../../core/time';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

/**
 * Mantine's TimePicker: hour, minute (and second) spin buttons that typed digits fill in turn;
 * it reports a time once every one holds a number, and an empty string otherwise.
 */
export default function MantineTimeInputText({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const seconds = withSeconds(params.format);
  return (
    <TimePicker
      label={params.label}
      value={value ?? ''}
      withSeconds={seconds}
      clearable
      onChange={(v) => setValue(v ? v.slice(0, seconds ? 8 : 5) : null)}
    />
  );
}
