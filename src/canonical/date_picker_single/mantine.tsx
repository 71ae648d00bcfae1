import { DatePickerInput } from '@mantine/dates';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

/** Mantine's DatePickerInput: a button that opens a month dropdown; a day commits and closes it. */
export default function MantineDatePickerSingle({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <DatePickerInput
      label={params.label}
      placeholder="Pick a date"
      value={value}
      defaultDate={value ?? params.today}
      onChange={setValue}
      clearable
      valueFormat="D MMM YYYY"
    />
  );
}
