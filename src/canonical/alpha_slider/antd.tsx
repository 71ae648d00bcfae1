import { AntdColorButton } from '../../env/kit/AntdColorButton';
import { useDraftField, useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { rgba, triggerName } from './model';

const round = (v: number) => Math.round(v * 1000) / 1000;

/** The ColorPicker with a button as its trigger; its panel's alpha slider is what the task sets. */
export default function AntdAlphaSlider({ params }: RendererProps<Params>) {
  const [alpha, setDraft, commit] = useDraftField<number>('alpha');
  const [color, setColor] = useField<string>('color');
  return (
    <AntdColorButton
      label={triggerName(params)}
      value={rgba(color, alpha)}
      onChange={(c) => {
        setColor(c.toHexString().slice(0, 7));
        setDraft(round(c.toRgb().a));
      }}
      onCommit={(c) => commit(round(c.toRgb().a))}
    />
  );
}
