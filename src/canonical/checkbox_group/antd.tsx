import { Checkbox, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdCheckboxGroup({ params }: RendererProps<Params>) {
  const { selected, replace } = useLabelSet('selected', params.options);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 8 }}>{params.label}</Typography.Text>
      <Checkbox.Group value={selected} onChange={(v) => replace(v as string[])}>
        <Flex vertical gap={8}>
          {params.options.map((o) => <Checkbox key={o} value={o}>{o}</Checkbox>)}
        </Flex>
      </Checkbox.Group>
    </div>
  );
}
