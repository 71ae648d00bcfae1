import dayjs from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { isoDate, useAntdDatePicker } from '../../env/kit/dates/antd';
import type { RangeValue } from '../../env/kit/dates/range';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * antd's RangePicker: start and end fields over one popup of two months side by side; the first
 * day picked fills the start, the second the end, and the range commits once both are set.
 */
export default function AntdDatePickerRange({ params }: RendererProps<Params>) {
  const [range, setRange] = useField<RangeValue>('range');
  const { RangePicker } = useAntdDatePicker(params.today);
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <RangePicker
          id={{ start: id }}
          value={range ? [range[0] ? dayjs(range[0]) : null, range[1] ? dayjs(range[1]) : null] : null}
          format="YYYY-MM-DD"
          allowClear
          onChange={(v) => setRange(v ? [isoDate(v[0]), isoDate(v[1])] : null)}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
