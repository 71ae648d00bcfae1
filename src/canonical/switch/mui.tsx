import { FormControlLabel, Switch } from '@mui/material';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiSwitch({ params }: RendererProps<Params>) {
  const [checked, setChecked] = useField<boolean>('checked');
  return <FormControlLabel label={params.label} control={<Switch checked={checked} onChange={(e) => setChecked(e.target.checked)} />} />;
}
