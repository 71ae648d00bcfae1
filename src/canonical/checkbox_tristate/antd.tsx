import { Checkbox, Flex } from 'antd';
import { useTristate } from '../../env/kit/tristate';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdTristate({ params }: RendererProps<Params>) {
  const { children, parent, toggleChild, toggleAll } = useTristate(params.options);
  return (
    <Flex vertical gap={8}>
      <Checkbox checked={parent === 'checked'} indeterminate={parent === 'mixed'} onChange={toggleAll}>{params.parent}</Checkbox>
      <Flex vertical gap={8} role="group" aria-label={params.parent} style={{ paddingInlineStart: 24 }}>
        {params.options.map((o) => <Checkbox key={o} checked={children.includes(o)} onChange={(e) => toggleChild(o, e.target.checked)}>{o}</Checkbox>)}
      </Flex>
    </Flex>
  );
}
