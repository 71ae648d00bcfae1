import { Button, Tooltip } from 'antd';
import { useField } from '../../env/kit/field';
import { Glyph } from '../../env/kit/glyphs';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdToggleButton({ params: p }: RendererProps<Params>) {
  const [pressed, setPressed] = useField<boolean>('pressed');
  const button = (
    <Button
      type={pressed ? 'primary' : 'default'}
      aria-pressed={pressed}
      aria-label={p.face === 'icon' ? p.label : undefined}
      icon={p.face === 'text' ? undefined : <Glyph name={p.glyph} size={16} />}
      onClick={() => setPressed(!pressed)}
    >
      {p.face === 'icon' ? null : p.label}
    </Button>
  );
  return p.face === 'icon' ? <Tooltip title={p.label}>{button}</Tooltip> : button;
}
