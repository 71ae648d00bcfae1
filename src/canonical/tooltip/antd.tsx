import { Button, Flex, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdTooltipChoices({ params }: RendererProps<Params>) {
  const [chosen, setChosen] = useField<string | null>('chosen');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 8 }}>{params.label}</Typography.Text>
      <Flex wrap gap={8}>
        {params.choices.map((c) => (
          <Tooltip key={c.label} title={c.hint}>
            <Button type={chosen === c.label ? 'primary' : 'default'} onClick={() => setChosen(c.label)}>{c.label}</Button>
          </Tooltip>
        ))}
      </Flex>
    </div>
  );
}
