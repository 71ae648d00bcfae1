import { Breadcrumb } from 'antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useTrail } from './useTrail';

export default function AntdBreadcrumb(_: RendererProps<Params>) {
  const crumbs = useTrail();
  return (
    <Breadcrumb
      items={crumbs.map((c) => (c.current ? { key: c.href, title: <span aria-current="page">{c.label}</span> } : { key: c.href, title: c.label, href: c.href, onClick: c.onClick }))}
    />
  );
}
