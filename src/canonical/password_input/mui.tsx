import { IconButton, InputAdornment } from '@mui/material';
import { useField } from '../../env/kit/field';
import { EyeGlyph } from '../../env/kit/text/glyphs';
import { MuiEntry } from '../../env/kit/text/mui';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiPassword({ params }: RendererProps<Params>) {
  const [visible, setVisible] = useField<boolean>('visible');
  const toggle = (
    <InputAdornment position="end">
      <IconButton edge="end" aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible(!visible)}>
        <EyeGlyph crossed={visible} />
      </IconButton>
    </InputAdornment>
  );
  return <MuiEntry params={params} type={visible ? 'text' : 'password'} slotProps={{ input: { endAdornment: toggle } }} />;
}
