import { IconButton, InputAdornment, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { SearchGlyph } from '../../env/kit/text/glyphs';
import { MuiEntry } from '../../env/kit/text/mui';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { SUBMIT_LABEL, useSearch } from './useSearch';

export default function MuiSearch({ params }: RendererProps<Params>) {
  const s = useSearch(params);
  const button = (
    <InputAdornment position="end">
      <IconButton edge="end" aria-label={SUBMIT_LABEL} onClick={s.submit}><SearchGlyph /></IconButton>
    </InputAdornment>
  );
  return (
    <Stack spacing={1}>
      <MuiEntry
        params={params} type="search" value={s.text} onChange={s.onChange} onKeyDown={s.onKeyDown}
        slotProps={{ input: { endAdornment: button } }}
      />
      {s.results && (
        <div>
          <Typography variant="body2" color="text.secondary">{s.summary}</Typography>
          <List dense disablePadding>
            {s.results.map((r) => (
              <ListItemButton key={r} selected={r === s.selected} aria-current={r === s.selected} onClick={() => s.select(r)}>
                <ListItemText primary={r} />
              </ListItemButton>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
