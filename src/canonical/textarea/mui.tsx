import { MuiEntry } from '../../env/kit/text/mui';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MuiTextarea({ params }: RendererProps<Params>) {
  return <MuiEntry params={params} multiline minRows={params.rows} />;
}
