import { Mentions } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineMentions({ params, scene }: RendererProps<Params>) {
  const [, setText] = useField<string>('text');
  const [, setMentions] = useField<string[]>('mentions');
  return (
    <Mentions
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
