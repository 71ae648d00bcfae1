import { AntdColorButton } from '../../env/kit/AntdColorButton';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type Color = { cleared?: boolean; toHexString(): string };
/** A cleared antd colour is "none"; any other is its #rrggbb. */
const hex = (c: Color) => (c.cleared ? '' : c.toHexString().slice(0, 7));

/** The ColorPicker's panel, opened from a button showing the colour, with the palette as its presets. */
export default function AntdColorSwatchPicker({ params }: RendererProps<Params>) {
  const [color, setDraft, commit] = useDraftField<string>('color');
  const swatch = <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color || 'transparent', border: '1px solid rgba(0, 0, 0, 0.15)' }} />;
  return (
    <AntdColorButton
      label={params.label}
      prefix={swatch}
      value={color}
      allowClear
      // The panel with its presets is taller than the room above or below a trigger low on a 720-pixel screen.
      placement="right"
      presets={[{ label: 'Theme colours', colors: params.swatches }]}
      onChange={(c) => setDraft(hex(c))}
      onCommit={(c) => commit(hex(c))}
    />
  );
}
