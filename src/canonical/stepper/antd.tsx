import { Button, Space, Steps } from 'antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { BACK, NEXT } from './steps';
import { useStepper } from './useStepper';

export default function AntdStepper({ params }: RendererProps<Params>) {
  const s = useStepper(params);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Steps
        current={s.index} onChange={s.go} size="small" orientation={s.vertical ? 'vertical' : 'horizontal'} titlePlacement="vertical"
        items={params.steps.map((title, i) => ({ title, disabled: !s.open(i), ...{ 'aria-label': title } }))}
      />
      <Space>
        <Button disabled={s.index === 0} onClick={s.back}>{BACK}</Button>
        <Button type="primary" disabled={s.index === s.last} onClick={s.next}>{NEXT}</Button>
      </Space>
    </Space>
  );
}
