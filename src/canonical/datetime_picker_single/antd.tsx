import dayjs from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useAntdDatePicker } from '../../env/kit/dates/antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * antd's DatePicker with `showTime`: the popup holds the month view beside the time columns; a
 * day and cells show in the field, and OK accepts them (only then does the value change).
 */
export default function AntdDateTimePickerSingle({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const DatePicker = useAntdDatePicker(params.today);
  const time = params.format === 'hh:mm A' ? 'hh:mm A' : 'HH:mm';
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <DatePicker
          id={id}
          showTime={{ format: time, minuteStep: params.minuteStep }}
          showNow={false}
          format={`YYYY-MM-DD ${time}`}
          value={value ? dayjs(value) : null}
          allowClear
          onChange={(d) => setValue(d ? d.format('YYYY-MM-DDTHH:mm') : null)}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
