import { MuiSuggestedText } from '../../env/kit/muiSuggestedText';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiFreeformAutocomplete(props: RendererProps<Params>) {
  return <MuiSuggestedText {...props} />;
}
