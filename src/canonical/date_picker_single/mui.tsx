import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import dayjs from 'dayjs';
import { MuiDates } from '../../env/kit/dates/mui';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * MUI X's desktop DatePicker (the responsive one turns into a modal where the pointer is coarse):
 * a sectioned field with a "Choose date" button opening a month grid. A day commits; a field
 * typed section by section holds a date once all its sections do.
 */
export default function MuiDatePickerSingle({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  return (
    <MuiDates>
      <DesktopDatePicker
        label={params.label}
        value={value ? dayjs(value) : null}
        referenceDate={dayjs(params.today)}
        disableHighlightToday
        onChange={(d) => { if (d === null || d.isValid()) setValue(d ? d.format('YYYY-MM-DD') : null); }}
        slotProps={{ textField: { fullWidth: true }, field: { clearable: true } }}
      />
    </MuiDates>
  );
}
