import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useLabelSet } from '../../env/kit/labelSet';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** antd has no toggle-button group: a wrapping row of buttons, each keeping a pressed state. */
export default function AntdToggleBar({ params }: RendererProps<Params>) {
  const { selected, toggle } = useLabelSet('pressed', params.options);
  const labelId = useId();
  return (
    <div>
      <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 8 }}>{params.label}</Typography.Text>
      <Flex wrap gap={6} role="group" aria-labelledby={labelId}>
        {params.options.map((o) => {
          const on = selected.includes(o);
          return <Button key={o} type={on ? 'primary' : 'default'} aria-pressed={on} onClick={() => toggle(o, !on)}>{o}</Button>;
        })}
      </Flex>
    </div>
  );
}
