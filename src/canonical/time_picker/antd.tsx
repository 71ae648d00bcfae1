import dayjs from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useAntdDatePicker } from '../../env/kit/dates/antd';
import { TIME_DAY, timeField } from '../../env/kit/dates/time';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import { withSeconds } from '../../core/time';
import type { Params } from './family';

/**
 * antd's TimePicker: its popup holds one scrolling column per part of `format`; a cell click
 * shows the time in the field, and OK accepts it (only then does the value change).
 */
export default function AntdTimePicker({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  // Its "Now" button reads the clock: fixed at midnight of a constant day.
  const { TimePicker } = useAntdDatePicker(TIME_DAY);
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <TimePicker
          id={id}
          value={value ? dayjs(`${TIME_DAY}T${value}`) : null}
          format={params.format}
          minuteStep={params.minuteStep}
          placeholder="Select time"
          allowClear
          showNow={false}
          onChange={(d) => setValue(timeField(d, withSeconds(params.format)))}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
