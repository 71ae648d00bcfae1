import { AntdSuggestedText } from '../../env/kit/antdSuggestedText';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdFreeformAutocomplete(props: RendererProps<Params>) {
  return <AntdSuggestedText {...props} />;
}
