import dayjs, { type Dayjs } from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useAntdDatePicker } from '../../env/kit/dates/antd';
import type { RangeValue } from '../../env/kit/dates/range';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const dateTime = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DDTHH:mm') : null);

/**
 * antd's RangePicker with `showTime`: start and end fields over one popup of month views beside
 * the time columns; a day and cells are accepted with OK for the start, then for the end, and the
 * range commits once both are.
 */
export default function AntdDateTimePickerRange({ params }: RendererProps<Params>) {
  const [range, setRange] = useField<RangeValue>('range');
  const { RangePicker } = useAntdDatePicker(params.today);
  const time = params.format === 'hh:mm A' ? 'hh:mm A' : 'HH:mm';
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <RangePicker
          id={{ start: id }}
          showTime={{ format: time, minuteStep: params.minuteStep }}
          // The fields show the hour unpadded on the 12-hour clock, so AM/PM still fits in a card.
          format={`YYYY-MM-DD ${time === 'hh:mm A' ? 'h:mm A' : time}`}
          value={range ? [range[0] ? dayjs(range[0]) : null, range[1] ? dayjs(range[1]) : null] : null}
          allowClear
          onChange={(v) => setRange(v ? [dateTime(v[0]), dateTime(v[1])] : null)}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
