/** Mantine text fields: an input with its label and description. */
import { TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTextValue, type EntryParams } from './shared';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type InputLike = ComponentType<any>;

export function MantineEntry({ params, as: C = TextInput, ...rest }: { params: EntryParams; as?: InputLike } & Record<string, unknown>) {
  const [value, onChange] = useTextValue();
  return <C label={params.label} description={params.hint} placeholder={params.placeholder} value={value} onChange={onChange} {...rest} />;
}
