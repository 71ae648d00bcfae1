import { AntdTagsField } from '../../env/kit/antdTagsField';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdTagsInput({ params }: RendererProps<Params>) {
  return <AntdTagsField {...params} field="tags" />;
}
