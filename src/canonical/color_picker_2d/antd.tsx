import { AntdColorButton } from '../../env/kit/AntdColorButton';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const hex = (c: { toHexString(): string }) => c.toHexString().slice(0, 7);

/** The ColorPicker's panel (area, hue slider, hex field), opened from a button showing the colour. */
export default function AntdColorPicker2d({ params }: RendererProps<Params>) {
  const [color, setDraft, commit] = useDraftField<string>('color');
  const swatch = <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color, border: '1px solid rgba(0, 0, 0, 0.15)' }} />;
  return <AntdColorButton label={params.label} prefix={swatch} value={color} disabledAlpha onChange={(c) => setDraft(hex(c))} onCommit={(c) => commit(hex(c))} />;
}
