import { Mentions } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { mentionedHandles } from './mentions';

export default function AntdMentions({ params }: RendererProps<Params>) {
  const [text, setText] = useField<string>('text');
  const [, setMentions] = useField<string[]>('mentions');
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Mentions
          id={id}
          rows={3}
          value={text}
          placeholder={params.placeholder}
          options={params.people.map((p) => ({ value: p.handle, label: p.name, key: p.handle }))}
          filterOption={(input, option) => !!option && `${option.value} ${String((option as { label?: string }).label)}`.toLowerCase().includes(input.toLowerCase())}
          onChange={(v) => {
            setText(v);
            setMentions(mentionedHandles(v, params.people));
          }}
        />
      )}
    </AntdLabelAbove>
  );
}
