import { ClickAwayListener, MenuItem, MenuList, Paper, Popper, TextField } from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { activeQuery, matchPeople, mentionedHandles, type Person } from './mentions';

/** MUI has no mentions input: a multiline TextField whose "@query" opens a Popper with a MenuList of people. */
export default function MuiMentions({ params }: RendererProps<Params>) {
  const [text, setText] = useField<string>('text');
  const [, setMentions] = useField<string[]>('mentions');
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = query ? matchPeople(params.people, query.query).slice(0, 8) : [];
  const open = matches.length > 0;

  const write = (v: string) => {
    setText(v);
    setMentions(mentionedHandles(v, params.people));
  };
  const track = (el: HTMLTextAreaElement) => {
    const q = activeQuery(el.value, el.selectionStart ?? el.value.length);
    setQuery(q);
    if (q?.query !== query?.query) setActive(0);
  };
  const choose = (p: Person) => {
    const el = field.current;
    if (!el || !query) return;
    const caret = el.selectionStart ?? text.length;
    const inserted = `@${p.handle} `;
    const next = text.slice(0, query.start) + inserted + text.slice(caret);
    write(next);
    setQuery(null);
    const at = query.start + inserted.length;
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(at, at);
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      choose(matches[active]);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setQuery(null)}>
      <div>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={params.label}
          placeholder={params.placeholder}
          value={text}
          inputRef={field}
          onChange={(e) => {
            write(e.target.value);
            track(e.target as HTMLTextAreaElement);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(e) => { if (e.key.startsWith('Arrow') && !open) track(e.target as HTMLTextAreaElement); }}
          onClick={(e) => track(e.target as HTMLTextAreaElement)}
          slotProps={{ htmlInput: { 'aria-controls': open ? listId : undefined, 'aria-expanded': open, 'aria-haspopup': 'menu' } }}
        />
        <Popper open={open} anchorEl={field.current} placement="bottom-start" role="presentation" sx={{ zIndex: 1500 }}>
          <Paper elevation={6} sx={{ minWidth: 220, mt: 0.5 }}>
            <MenuList id={listId} dense aria-label="People to mention">
              {matches.map((p, i) => (
                <MenuItem key={p.handle} selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(p)}>
                  {p.name}
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        </Popper>
      </div>
    </ClickAwayListener>
  );
}
