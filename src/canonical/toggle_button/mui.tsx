import { ToggleButton, Tooltip } from '@mui/material';
import { useField } from '../../env/kit/field';
import { Glyph } from '../../env/kit/glyphs';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiToggleButton({ params: p }: RendererProps<Params>) {
  const [pressed, setPressed] = useField<boolean>('pressed');
  const button = (
    <ToggleButton
      value={p.label}
      selected={pressed}
      onChange={() => setPressed(!pressed)}
      aria-label={p.face === 'icon' ? p.label : undefined}
      color="primary"
      sx={{ textTransform: 'none', gap: 1 }}
    >
      {p.face !== 'text' && <Glyph name={p.glyph} />}
      {p.face !== 'icon' && p.label}
    </ToggleButton>
  );
  return p.face === 'icon' ? <Tooltip title={p.label}>{button}</Tooltip> : button;
}
