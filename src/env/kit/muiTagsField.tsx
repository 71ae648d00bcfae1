import { Autocomplete, Chip, TextField } from '@mui/material';
import { useField } from './field';
import { removeName, type TagsFieldProps } from './tagsField';

/** MUI's Autocomplete with multiple and freeSolo: suggestions plus any typed text, as chips. */
export function MuiTagsField({ label, placeholder, suggestions, field }: TagsFieldProps) {
  const [tags, setTags] = useField<string[]>(field);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions}
      value={tags}
      onChange={(_, v) => setTags(v)}
      renderValue={(value, getItemProps) => value.map((tag, index) => {
        const { key, ...item } = getItemProps({ index });
        return <Chip key={key} {...item} label={tag} aria-label={tag} size="small" deleteIcon={<RemoveIcon label={removeName(tag)} />} />;
      })}
      renderInput={(p) => <TextField {...p} label={label} placeholder={placeholder} />}
    />
  );
}

/** Chip's default delete icon is hidden from assistive tech; this one is a named button. */
function RemoveIcon({ label, ...rest }: { label: string; className?: string; onClick?: () => void }) {
  return (
    <svg {...rest} role="button" aria-label={label} viewBox="0 0 24 24" width="1em" height="1em" focusable="false" fill="currentColor">
      <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z" />
    </svg>
  );
}
