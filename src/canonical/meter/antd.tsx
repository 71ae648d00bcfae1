import { Button, Flex, Progress, Typography } from 'antd';
import type { RendererProps } from '../../env/kit/types';
import type { Adjuster } from './adjust';
import type { Params } from './family';
import { useLevel } from './level';

export default function AntdMeter({ params }: RendererProps<Params>) {
  const m = useLevel(params);
  const button = (b: Adjuster) => <Button key={b.name} aria-label={b.name} disabled={m.blocked(b)} onClick={() => m.press(b)}>{b.text}</Button>;
  return (
    <div>
      <Typography.Text>{params.label}</Typography.Text>
      <Flex gap="small" align="center">
        {m.lower.map(button)}
        <Progress percent={m.level} showInfo={params.showValue} aria-label={params.label} style={{ flex: 1, margin: 0 }} />
        {m.raise.map(button)}
      </Flex>
    </div>
  );
}
