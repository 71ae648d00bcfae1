import { Menu } from 'antd';
import { antdCommandItems, commandPath } from '../../env/kit/antdCommandMenu';
import { useCommand } from '../../env/kit/commandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdMenubar({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const items = params.menus.map((m) => ({ key: JSON.stringify([m.label]), label: m.label, children: antdCommandItems(m.items, [m.label]) }));
  return <Menu mode="horizontal" selectable={false} items={items} onClick={({ key }) => run(commandPath(key))} />;
}
