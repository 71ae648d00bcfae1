import { MuiSuggestedText } from '../../env/kit/muiSuggestedText';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiEditableCombobox(props: RendererProps<Params>) {
  return <MuiSuggestedText {...props} />;
}
