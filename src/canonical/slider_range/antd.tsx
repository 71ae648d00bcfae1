import { Slider } from 'antd';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type Range = [number, number];

export default function AntdRangeSlider({ params }: RendererProps<Params>) {
  const [range, setDraft, commit] = useDraftField<Range>('range');
  return (
    <div>
      <div>{params.label}</div>
      <Slider
        range min={params.min} max={params.max} step={params.step} value={range}
        onChange={(v) => setDraft(v as Range)}
        onChangeComplete={(v) => commit(v as Range)}
        ariaLabelForHandle={params.thumbs}
      />
    </div>
  );
}
