import { Rate, Typography } from 'antd';
import { cloneElement, useId, type ReactElement } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { starName } from './model';

type Node = ReactElement<{ children: ReactElement<Record<string, unknown>> }>;

export default function AntdRating({ params: p }: RendererProps<Params>) {
  const [value, setValue] = useField<number>('value');
  // rc-rate forwards ARIA attributes and a role to its list element.
  const group = { role: 'radiogroup', 'aria-labelledby': useId() };
  return (
    <div>
      <Typography.Text strong id={group['aria-labelledby']} style={{ display: 'block', marginBottom: 6 }}>{p.label}</Typography.Text>
      <Rate
        {...group}
        count={p.count}
        allowHalf={p.step < 1}
        value={value}
        onChange={setValue}
        // antd's stars are unnamed radios: name each after the rating it sets.
        characterRender={(node, { index = 0 }) => cloneElement(node as Node, {}, cloneElement((node as Node).props.children, { 'aria-label': starName(index + 1) }))}
      />
    </div>
  );
}
