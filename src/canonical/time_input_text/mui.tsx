import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { MuiDates } from '../../env/kit/dates/mui';
import { TIME_DAY, timeField } from '../../env/kit/dates/time';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import { withSeconds } from '../../core/time';
import type { Params } from './family';

/** MUI X's TimeField: one spin button per section of `format`; it holds a time once all do. */
export default function MuiTimeInputText({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const selected = useMemo(() => (value ? dayjs(`${TIME_DAY}T${value}`) : null), [value]);
  return (
    <MuiDates>
      <TimeField
        label={params.label}
        format={params.format}
        ampm={params.format === 'hh:mm A'}
        value={selected}
        referenceDate={dayjs(TIME_DAY)}
        clearable
        fullWidth
        onChange={(d) => setValue(timeField(d, withSeconds(params.format)))}
      />
    </MuiDates>
  );
}
