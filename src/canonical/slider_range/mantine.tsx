import { RangeSlider, Text } from '@mantine/core';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type Range = [number, number];

/** `minRange` is one step: the thumbs may sit next to each other but never on one value. */
export default function MantineRangeSlider({ params }: RendererProps<Params>) {
  const [range, setDraft, commit] = useDraftField<Range>('range');
  return (
    <div>
      <Text size="sm" mb={6}>{params.label}</Text>
      <RangeSlider
        min={params.min} max={params.max} step={params.step} value={range} minRange={params.step}
        thumbFromLabel={params.thumbs[0]} thumbToLabel={params.thumbs[1]}
        onChange={setDraft}
        onChangeEnd={commit}
      />
    </div>
  );
}
