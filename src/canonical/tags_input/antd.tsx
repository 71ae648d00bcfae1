import { Select, Tag } from 'antd';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { removeName } from './model';

export default function AntdTagsInput({ params }: RendererProps<Params>) {
  const [tags, setTags] = useField<string[]>('tags');
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Select
          id={id}
          mode="tags"
          value={tags}
          onChange={(v: string[]) => setTags(v)}
          placeholder={params.placeholder}
          options={params.suggestions.map((s) => ({ value: s, label: s }))}
          style={{ width: '100%' }}
          tagRender={({ label, value, closable, onClose }) => (
            <Tag
              closable={closable && { 'aria-label': removeName(String(value)) }}
              onClose={onClose}
              onMouseDown={(e) => { e.preventDefault(); e.stopPropagation(); }}
              style={{ marginInlineEnd: 4 }}
            >
              {label}
            </Tag>
          )}
        />
      )}
    </AntdLabelAbove>
  );
}
