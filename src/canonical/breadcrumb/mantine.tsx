import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useTrail } from './useTrail';

export default function MantineBreadcrumb(_: RendererProps<Params>) {
  const crumbs = useTrail();
  return (
    <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
      {crumbs.map((x) => (x.current
        ? <Text key={x.href} size="sm" aria-current="page">{x.label}</Text>
        : <Anchor key={x.href} size="sm" href={x.href} onClick={x.onClick}>{x.label}</Anchor>))}
    </Breadcrumbs>
  );
}
