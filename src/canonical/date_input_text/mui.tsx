import { DateField } from '@mui/x-date-pickers/DateField';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { MuiDates } from '../../env/kit/dates/mui';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * MUI X's DateField: one spin button per section of `format`, typed in order; the field holds a
 * date once every section does and the date exists, and no date otherwise.
 */
export default function MuiDateInputText({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  // One value object per date: a new one would reset the sections being typed.
  const selected = useMemo(() => (value ? dayjs(value) : null), [value]);
  return (
    <MuiDates>
      <DateField
        label={params.label}
        format={params.format}
        value={selected}
        referenceDate={dayjs(params.today)}
        clearable
        fullWidth
        onChange={(d) => setValue(d && d.isValid() ? d.format('YYYY-MM-DD') : null)}
      />
    </MuiDates>
  );
}
