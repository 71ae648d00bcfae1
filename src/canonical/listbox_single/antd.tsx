import { Menu, theme } from 'antd';
import { useField } from '../../env/kit/field';
import { LIST_HEIGHT } from '../../env/kit/listBox';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdListbox({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span>{params.label}</span>
      <div style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto', border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}>
        <Menu
          mode="inline"
          selectedKeys={value === null ? [] : [value]}
          onSelect={({ key }) => setValue(key)}
          items={params.options.map((o) => ({ key: o, label: o }))}
          style={{ borderInlineEnd: 'none' }}
        />
      </div>
    </div>
  );
}
