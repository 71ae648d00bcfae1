import { Tabs } from 'antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdTabs({ params }: RendererProps<Params>) {
  const [active, setActive] = useField<string>('active');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={params.tabs.map((t) => ({ key: t.label, label: t.label, children: <p>{t.body}</p> }))}
    />
  );
}
