import { MantineSuggestedText } from '../../env/kit/mantineSuggestedText';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineEditableCombobox(props: RendererProps<Params>) {
  return <MantineSuggestedText {...props} />;
}
