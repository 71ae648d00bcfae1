import { MantineEntry } from '../../env/kit/text/mantine';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineTextInput({ params }: RendererProps<Params>) {
  return <MantineEntry params={params} />;
}
