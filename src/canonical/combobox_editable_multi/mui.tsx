import { MuiTagsField } from '../../env/kit/muiTagsField';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiEditableMultiCombobox({ params }: RendererProps<Params>) {
  return <MuiTagsField {...params} field="values" />;
}
