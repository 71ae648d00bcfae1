import { Button, ColorPicker, type ColorPickerProps } from 'antd';
import type { ReactNode } from 'react';

type Color = Parameters<NonNullable<ColorPickerProps['onChange']>>[0];

/**
 * antd's ColorPicker opened from a button, as colour settings put it. antd completes a change when
 * a slider or the area is released, and at once for what is typed in the panel's fields.
 */
export function AntdColorButton({ label, prefix, value, onChange, onCommit, ...panel }: {
  label: string;
  prefix?: ReactNode;
  value: string;
  onChange(c: Color): void;
  onCommit(c: Color): void;
} & Pick<ColorPickerProps, 'presets' | 'allowClear' | 'placement' | 'disabledAlpha'>) {
  return (
    <ColorPicker value={value} onChange={onChange} onChangeComplete={onCommit} {...panel}>
      <Button icon={prefix}>{label}</Button>
    </ColorPicker>
  );
}
