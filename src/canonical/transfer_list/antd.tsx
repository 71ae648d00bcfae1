import { Transfer, Typography } from 'antd';
import { useField } from '../../env/kit/field';
import { moveNames } from '../../env/kit/transfer';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdTransferList({ params }: RendererProps<Params>) {
  const [target, setTarget] = useField<string[]>('target');
  const names = moveNames(params.titles);
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <Transfer
        dataSource={params.items.map((i) => ({ key: i, title: i }))}
        targetKeys={target}
        onChange={(keys) => setTarget(params.items.filter((i) => keys.includes(i)))}
        titles={params.titles}
        actions={[names.right, names.left]}
        render={(r) => r.title}
        styles={{ section: { width: 220, height: 280 } }}
      />
    </div>
  );
}
