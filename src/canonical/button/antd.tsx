import { Button, Space, Typography } from 'antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

const TYPE = { primary: 'primary', secondary: 'default', danger: 'primary', text: 'text' } as const;

export default function AntdButtons({ params }: RendererProps<Params>) {
  const [activated, setActivated] = useField<string | null>('activated');
  return (
    <Space orientation="vertical" size="middle">
      {params.description && <Typography.Paragraph style={{ margin: 0 }}>{params.description}</Typography.Paragraph>}
      <Space wrap>
        {params.buttons.map((b) => (
          <Button key={b.label} type={TYPE[b.variant]} danger={b.variant === 'danger'} onClick={() => setActivated(b.label)}>{b.label}</Button>
        ))}
      </Space>
      {activated && <Typography.Text type="secondary">{params.feedback} {activated}</Typography.Text>}
    </Space>
  );
}
