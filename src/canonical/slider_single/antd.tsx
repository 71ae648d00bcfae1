import { Slider } from 'antd';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSlider({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<number>('value');
  const labelId = useId();
  return (
    <div>
      <div id={labelId}>{params.label}</div>
      <Slider
        min={params.min} max={params.max} step={params.step} value={value}
        onChange={(v: number) => setValue(v)}
        ariaLabelledByForHandle={labelId}
      />
    </div>
  );
}
