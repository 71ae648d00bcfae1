import { Button, Flex, Input, Typography } from 'antd';
import { AntdEntry } from '../../env/kit/text/antd';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SUBMIT_LABEL, useSearch } from './useSearch';

export default function AntdSearch({ params }: RendererProps<Params>) {
  const s = useSearch(params);
  return (
    <Flex vertical gap={8}>
      <AntdEntry params={params} as={Input.Search} value={s.text} onChange={s.onChange} onSearch={s.submit} enterButton={SUBMIT_LABEL} />
      {s.results && (
        <Flex vertical align="flex-start">
          <Typography.Text type="secondary">{s.summary}</Typography.Text>
          {s.results.map((r) => (
            <Button key={r} variant={r === s.selected ? 'filled' : 'text'} color={r === s.selected ? 'primary' : 'default'} aria-current={r === s.selected} onClick={() => s.select(r)}>{r}</Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
