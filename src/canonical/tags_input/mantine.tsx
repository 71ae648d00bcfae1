import { Pill, TagsInput } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { removeName } from './model';

export default function MantineTagsInput({ params }: RendererProps<Params>) {
  const [tags, setTags] = useField<string[]>('tags');
  return (
    <TagsInput
      label={params.label}
      placeholder={params.placeholder}
      data={params.suggestions}
      value={tags}
      onChange={setTags}
      comboboxProps={{ withinPortal: true }}
      renderPill={({ value, onRemove, disabled }) => (
        <Pill withRemoveButton={!disabled} onRemove={onRemove} removeButtonProps={{ 'aria-label': removeName(value ?? ''), 'aria-hidden': false }}>
          {value}
        </Pill>
      )}
    />
  );
}
