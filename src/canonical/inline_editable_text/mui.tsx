import { IconButton, Stack, SvgIcon, TextField, Typography } from '@mui/material';
import { ICON_PATHS, useInlineEdit } from '../../env/kit/inlineEdit';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { editorNames } from './model';

const Icon = ({ kind }: { kind: keyof typeof ICON_PATHS }) => <SvgIcon fontSize="small"><path d={ICON_PATHS[kind]} /></SvgIcon>;

/** MUI has no editable text: Typography with an edit IconButton that swaps in a TextField. */
export default function MuiInlineEdit({ params }: RendererProps<Params>) {
  const [text, setText] = useField<string>('text');
  const ed = useInlineEdit(text, setText);
  const names = editorNames(params.label);
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">{params.label}</Typography>
      {ed.editing ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={ed.draft}
            onChange={(e) => ed.setDraft(e.target.value)}
            onKeyDown={ed.onKeyDown}
            onFocus={(e) => e.target.select()}
            slotProps={{ htmlInput: { 'aria-label': params.label } }}
          />
          <IconButton aria-label={names.save} color="primary" onClick={ed.save}><Icon kind="save" /></IconButton>
          <IconButton aria-label={names.cancel} onClick={ed.cancel}><Icon kind="cancel" /></IconButton>
        </Stack>
      ) : (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body1" color={text ? 'text.primary' : 'text.secondary'} sx={{ fontStyle: text ? 'normal' : 'italic' }}>
            {text || params.placeholder}
          </Typography>
          <IconButton aria-label={names.edit} size="small" onClick={ed.start}><Icon kind="edit" /></IconButton>
        </Stack>
      )}
    </div>
  );
}
