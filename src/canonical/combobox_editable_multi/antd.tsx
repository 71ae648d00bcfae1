import { AntdTagsField } from '../../env/kit/antdTagsField';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdEditableMultiCombobox({ params }: RendererProps<Params>) {
  return <AntdTagsField {...params} field="values" />;
}
