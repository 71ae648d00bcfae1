import { Button, Dropdown, Space, Typography } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdSplitButton({ params }: RendererProps<Params>) {
  const [executed, setExecuted] = useField<string | null>('executed');
  return (
    <Space orientation="vertical" size="middle">
      <Space.Compact>
        <Button type="primary" onClick={() => setExecuted(params.main)}>{params.main}</Button>
        <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: params.more.map((m) => ({ key: m, label: m })), onClick: ({ key }) => setExecuted(key) }}>
          <Button type="primary" aria-label={params.menuLabel} icon={<AntdIcon name="chevronDown" />} />
        </Dropdown>
      </Space.Compact>
      {executed && <Typography.Text type="secondary">{params.feedback} {executed}</Typography.Text>}
    </Space>
  );
}
