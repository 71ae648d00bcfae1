import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiCheckboxGroup({ params }: RendererProps<Params>) {
  const { selected, toggle } = useLabelSet('selected', params.options);
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{params.label}</FormLabel>
      <FormGroup>
        {params.options.map((o) => (
          <FormControlLabel key={o} label={o} control={<Checkbox checked={selected.includes(o)} onChange={(e) => toggle(o, e.target.checked)} />} />
        ))}
      </FormGroup>
    </FormControl>
  );
}
