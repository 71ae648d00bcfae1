import { Typography } from 'antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { editorNames } from './model';

export default function AntdInlineEdit({ params }: RendererProps<Params>) {
  const [text, setText] = useField<string>('text');
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{params.label}</Typography.Text>
      <Typography.Paragraph
        style={{ margin: '2px 0 0', fontSize: 16 }}
        editable={{ text, onChange: setText, tooltip: editorNames(params.label).edit }}
      >
        {text || <Typography.Text type="secondary" italic>{params.placeholder}</Typography.Text>}
      </Typography.Paragraph>
    </div>
  );
}
