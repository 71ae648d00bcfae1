import { MuiTagsField } from '../../env/kit/muiTagsField';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiTagsInput({ params }: RendererProps<Params>) {
  return <MuiTagsField {...params} field="tags" />;
}
