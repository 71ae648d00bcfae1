import { Pill, TagsInput } from '@mantine/core';
import { useField } from './field';
import { removeName, type TagsFieldProps } from './tagsField';

/** Mantine's TagsInput: suggestions plus any typed text, as pills with a named remove button. */
export function MantineTagsField({ label, placeholder, suggestions, field }: TagsFieldProps) {
  const [tags, setTags] = useField<string[]>(field);
  return (
    <TagsInput
      label={label}
      placeholder={placeholder}
      data={[...suggestions]}
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
