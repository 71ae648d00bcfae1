import { Button, Flex, Tour, Typography } from 'antd';
import { useRef } from 'react';
import type { RendererProps } from '../../env/kit/types';
import { useTour } from '../../env/kit/tour';
import type { Params } from './family';

/** antd's Tour over a row of the page's controls, started from a button; Finish and Close both end it. */
export default function AntdTour({ params }: RendererProps<Params>) {
  const t = useTour(params);
  const targets = useRef<(HTMLElement | null)[]>([]);
  return (
    <div style={{ maxWidth: 440 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <Flex wrap gap={8}>
        {params.stops.map((s, i) => <Button key={s.title} ref={(el) => { targets.current[i] = el; }}>{s.title}</Button>)}
      </Flex>
      <Button type="primary" onClick={t.start} style={{ marginTop: 16 }}>{params.trigger}</Button>
      <Tour
        open={t.current !== null}
        current={t.current ?? 0}
        onChange={t.go}
        onClose={t.close}
        onFinish={t.close}
        steps={params.stops.map((s, i) => ({ title: s.title, description: s.text, target: () => targets.current[i]! }))}
      />
    </div>
  );
}
