import { Button, Flex, Progress, Typography } from 'antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useJob } from './useJob';

/** antd's own status colours: green and a check when complete, red and a cross when canceled. */
const STATUS = { complete: 'success', canceled: 'exception' } as const;

export default function AntdProgressBar({ params }: RendererProps<Params>) {
  const job = useJob(params);
  return (
    <div>
      <Flex justify="space-between">
        <Typography.Text>{params.label}</Typography.Text>
        <Typography.Text type="secondary">{job.statusText}</Typography.Text>
      </Flex>
      <Progress percent={job.progress} status={STATUS[job.status as keyof typeof STATUS] ?? 'normal'} showInfo={params.showValue} aria-label={params.label} />
      <Flex gap="small" wrap>
        {job.buttons.map((b) => <Button key={b.action} size="small" disabled={b.disabled} onClick={b.press}>{b.name}</Button>)}
      </Flex>
    </div>
  );
}
