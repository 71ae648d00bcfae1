import { Mentions } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's markup for a plain text whose `@Name` mentions are the given handles. */
function toMarkup(text: string, handles: string[], people: Params['people']): string {
  return people.filter((p) => handles.includes(p.handle)).reduce((t, p) => t.split(`@${p.name}`).join(`@[${p.name}](${p.handle})`), text);
}

export default function MantineMentions({ params, scene }: RendererProps<Params>) {
  const [text, setText] = useField<string>('text');
  const [mentions, setMentions] = useField<string[]>('mentions');
  // Uncontrolled: the stored text (with its mentions) only seeds a remounted editor.
  const [initial] = useState(() => toMarkup(text, mentions, params.people));
  return (
    <Mentions
      defaultValue={initial}
      label={params.label}
      placeholder={params.placeholder}
      minRows={3}
      size={scene.spacing === 'compact' ? 'xs' : undefined}
      a11ySuggestionsListLabel="People to mention"
      onChange={(p) => {
        setText(p.plainTextValue);
        setMentions([...new Set(p.mentions.map((m) => m.id))]);
      }}
    >
      <Mentions.Mention
        trigger="@"
        withTrigger
        appendSpaceOnAdd
        data={params.people.map((p) => ({ id: p.handle, display: p.name }))}
      />
    </Mentions>
  );
}
