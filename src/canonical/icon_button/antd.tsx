import { Button, Space, Typography } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdIconButtons({ params }: RendererProps<Params>) {
  const [activated, setActivated] = useField<string | null>('activated');
  const [pressed, setPressed] = useField<boolean>('pressed');
  const t = params.toggle;
  return (
    <Space orientation="vertical" size="middle">
      <Typography.Text>{params.description}</Typography.Text>
      <Space size={4} wrap>
        {params.buttons.map((b) => (
          <Button key={b.label} variant="text" color="default" aria-label={b.label} icon={<AntdIcon name={b.icon} />} onClick={() => setActivated(b.label)} />
        ))}
        {t && (
          <Button
            variant="text" color={pressed ? 'primary' : 'default'} aria-label={t.label} aria-pressed={pressed}
            icon={<AntdIcon name={t.icon} filled={pressed} />} onClick={() => setPressed(!pressed)}
          />
        )}
      </Space>
      {activated && <Typography.Text type="secondary">{params.feedback} {activated}</Typography.Text>}
    </Space>
  );
}
