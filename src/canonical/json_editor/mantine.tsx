import { JsonInput } from '@mantine/core';
import { useState } from 'react';
import type { RendererProps } from '../../env/kit/types';
import { useJsonDoc } from '../../env/kit/useJsonDoc';
import type { Params } from './family';

/** Mantine's own JSON editor: a textarea that validates and formats the document when it loses focus. */
export default function MantineJsonEditor({ params }: RendererProps<Params>) {
  const [doc, setDoc] = useState(params.initial);
  const json = useJsonDoc();
  return (
    <JsonInput
      label={params.file}
      value={doc}
      onChange={(next) => {
        setDoc(next);
        json.onDoc(next);
      }}
      validationError="Invalid JSON"
      formatOnBlur
      autosize
      minRows={6}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
