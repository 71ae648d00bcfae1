import { Menu, Typography } from 'antd';
import { useId } from 'react';
import { antdCommandItems, commandPath } from '../../env/kit/antdCommandMenu';
import { useCommand } from '../../env/kit/commandMenu';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdMenu({ params }: RendererProps<Params>) {
  const [, run] = useCommand();
  const heading = useId();
  return (
    <div>
      <Typography.Title level={5} id={heading} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <Menu mode="inline" aria-labelledby={heading} items={antdCommandItems(params.items)} onClick={({ key }) => run(commandPath(key))} style={{ width: 260 }} />
    </div>
  );
}
