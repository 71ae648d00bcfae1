import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export { loadMantineDates as ready } from '../../env/kit/dates/mantine';

dayjs.extend(customParseFormat);

/**
 * Mantine's DateInput: free text parsed as it is typed (a calendar drops down on focus); leaving
 * the field rewrites the text as the date it holds. Its default parser is the browser's `Date`,
 * which reads month first and ISO dates in UTC, so the field parses strictly in its own format,
 * as Mantine documents for formats other than the default.
 */
export default function MantineDateInputText({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <DateInput
      label={params.label}
      placeholder={params.format}
      valueFormat={params.format}
      value={value}
      defaultDate={value ?? params.today}
      dateParser={(text) => { const d = dayjs(text, params.format, true); return d.isValid() ? d.format('YYYY-MM-DD') : null; }}
      onChange={setValue}
      clearable
    />
  );
}
