import dayjs from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useAntdDatePicker } from '../../env/kit/dates/antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import { TIME_DAY, timeField } from '../../env/kit/dates/time';
import { withSeconds } from '../../core/time';
import type { Params } from './family';

/**
 * antd's TimePicker used as a typed field: its input parses text in `format` and commits it on
 * Enter (or on leaving the field); the columns it opens on focus are the picker's own.
 */
export default function AntdTimeInputText({ params }: RendererProps<Params>) {
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
          placeholder={params.format}
          allowClear
          onChange={(d) => setValue(timeField(d, withSeconds(params.format)))}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
