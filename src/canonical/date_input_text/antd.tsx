import dayjs from 'dayjs';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { isoDate, useAntdDatePicker } from '../../env/kit/dates/antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * antd's DatePicker used as a typed field: its input parses text in `format` and commits it on
 * Enter (or on leaving the field); the month panel it opens on focus is the picker's own.
 */
export default function AntdDateInputText({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const DatePicker = useAntdDatePicker(params.today);
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <DatePicker
          id={id}
          value={value ? dayjs(value) : null}
          format={params.format}
          placeholder={params.format}
          allowClear
          onChange={(d) => setValue(isoDate(d))}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
