import { MantineTagsField } from '../../env/kit/mantineTagsField';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineEditableMultiCombobox({ params }: RendererProps<Params>) {
  return <MantineTagsField {...params} field="values" />;
}
