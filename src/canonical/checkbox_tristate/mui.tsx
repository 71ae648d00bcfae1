import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useTristate } from '../../env/kit/tristate';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiTristate({ params }: RendererProps<Params>) {
  const { children, parent, toggleChild, toggleAll } = useTristate(params.options);
  return (
    <div>
      <FormControlLabel label={params.parent} control={<Checkbox checked={parent === 'checked'} indeterminate={parent === 'mixed'} onChange={toggleAll} />} />
      <Box role="group" aria-label={params.parent} sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {params.options.map((o) => (
          <FormControlLabel key={o} label={o} control={<Checkbox checked={children.includes(o)} onChange={(e) => toggleChild(o, e.target.checked)} />} />
        ))}
      </Box>
    </div>
  );
}
