import { DatePickerInput } from '@mantine/dates';
import type { RangeValue } from '../../env/kit/dates/range';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

/**
 * Mantine's DatePickerInput of type "range": a button opening a month dropdown where the first
 * day picked starts the range and the second ends it (and closes the dropdown).
 */
export default function MantineDatePickerRange({ params }: RendererProps<Params>) {
  const [range, setRange] = useField<RangeValue>('range');
  return (
    <DatePickerInput
      type="range"
      label={params.label}
      placeholder="Pick dates"
      value={range ?? [null, null]}
      defaultDate={range?.[0] ?? params.today}
      onChange={(v) => setRange(v[0] === null && v[1] === null ? null : [v[0], v[1]])}
      clearable
      valueFormat="D MMM YYYY"
    />
  );
}
