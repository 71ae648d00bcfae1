import { Select, Tag } from 'antd';
import { AntdLabelAbove } from './antdLabelAbove';
import { useField } from './field';
import { removeName, type TagsFieldProps } from './tagsField';

/** antd's Select in tags mode: suggestions plus any typed text, each value a closable tag. */
export function AntdTagsField({ label, placeholder, suggestions, field }: TagsFieldProps) {
  const [tags, setTags] = useField<string[]>(field);
  return (
    <AntdLabelAbove label={label}>
      {({ id }) => (
        <Select
          id={id}
          mode="tags"
          value={tags}
          onChange={(v: string[]) => setTags(v)}
          placeholder={placeholder}
          options={suggestions.map((s) => ({ value: s, label: s }))}
          style={{ width: '100%' }}
          tagRender={({ label: text, value, closable, onClose }) => (
            <Tag
              closable={closable && { 'aria-label': removeName(String(value)) }}
              onClose={onClose}
              onMouseDown={(e) => { e.preventDefault(); e.stopPropagation(); }}
              style={{ marginInlineEnd: 4 }}
            >
              {text}
            </Tag>
          )}
        />
      )}
    </AntdLabelAbove>
  );
}
