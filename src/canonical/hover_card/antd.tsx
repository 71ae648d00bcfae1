import { Button, Flex, Popover, Typography } from 'antd';
import { useFields } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdHoverCard({ params }: RendererProps<Params>) {
  const [, set] = useFields();
  return (
    <Flex wrap gap={4}>
      {params.people.map((p) => (
        <Popover
          key={p.name} trigger="hover" destroyOnHidden
          title={p.name}
          content={(
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{p.title} · {p.team}</Typography.Text>
              <Flex gap={8}>{params.actions.map((a) => <Button key={a} size="small" onClick={() => set({ person: p.name, action: a })}>{a}</Button>)}</Flex>
            </Flex>
          )}
        >
          <Button type="link">{p.name}</Button>
        </Popover>
      ))}
    </Flex>
  );
}
