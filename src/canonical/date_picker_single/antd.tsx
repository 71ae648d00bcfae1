import dayjs from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { isoDate, useAntdDatePicker } from '../../env/kit/dates/antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** antd's DatePicker: a text field that opens a month panel; a day click commits and closes it. */
export default function AntdDatePickerSingle({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const DatePicker = useAntdDatePicker(params.today);
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <DatePicker id={id} value={value ? dayjs(value) : null} format="YYYY-MM-DD" allowClear onChange={(d) => setValue(isoDate(d))} style={{ width: '100%' }} />
      )}
    </AntdLabelAbove>
  );
}
