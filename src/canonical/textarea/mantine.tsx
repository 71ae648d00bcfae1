import { Textarea } from '@mantine/core';
import { MantineEntry } from '../../env/kit/text/mantine';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineTextarea({ params }: RendererProps<Params>) {
  return <MantineEntry params={params} as={Textarea} minRows={params.rows} autosize />;
}
