import { AlphaSlider, Text } from '@mantine/core';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { sliderName } from './model';

export default function MantineAlphaSlider({ params }: RendererProps<Params>) {
  const [alpha, setDraft, commit] = useDraftField<number>('alpha');
  return (
    <div>
      <Text size="sm" mb={6}>{sliderName(params)}</Text>
      <AlphaSlider color={params.color} value={alpha} onChange={setDraft} onChangeEnd={commit} aria-label={sliderName(params)} />
    </div>
  );
}
