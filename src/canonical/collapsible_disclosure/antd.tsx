import { Collapse } from 'antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** antd's Collapse with a single item is its disclosure. */
export default function AntdCollapsible({ params }: RendererProps<Params>) {
  const [open, setOpen] = useField<boolean>('open');
  return (
    <Collapse
      activeKey={open ? ['body'] : []}
      onChange={(keys) => setOpen(([] as string[]).concat(keys).length > 0)}
      destroyOnHidden
      items={[{ key: 'body', label: params.label, children: <p style={{ margin: 0 }}>{params.body}</p> }]}
    />
  );
}
