import { Button, Dropdown, Space, Typography } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdMenuButton({ params }: RendererProps<Params>) {
  const [chosen, setChosen] = useField<string | null>('chosen');
  return (
    <Space orientation="vertical" size="middle">
      <Dropdown trigger={['click']} menu={{ items: params.items.map((i) => ({ key: i, label: i })), onClick: ({ key }) => setChosen(key) }}>
        <Button icon={<AntdIcon name="chevronDown" />} iconPlacement="end">{params.label}</Button>
      </Dropdown>
      {chosen && <Typography.Text type="secondary">{params.feedback} {chosen}</Typography.Text>}
    </Space>
  );
}
