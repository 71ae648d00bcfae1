import { AntdColorButton } from '../../env/kit/AntdColorButton';
import { useDraftField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const hex = (c: { toHexString(): string }) => c.toHexString().slice(0, 7);

/** The ColorPicker's hex field, in the panel a button opens; the button shows the colour. */
export default function AntdColorTextInput({ params }: RendererProps<Params>) {
  const [color, setDraft, commit] = useDraftField<string>('color');
  const swatch = <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color, border: '1px solid rgba(0, 0, 0, 0.15)' }} />;
  return <AntdColorButton label={params.label} prefix={swatch} value={color} onChange={(c) => setDraft(hex(c))} onCommit={(c) => commit(hex(c))} />;
}
