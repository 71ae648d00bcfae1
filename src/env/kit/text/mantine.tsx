/** Mantine text fields: an input with its label and description. */
import { TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTextValue, type EntryBinding, type EntryParams } from './shared';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type InputLike = ComponentType<any>;

/** A Mantine input (TextInput by default), bound to the `value` field unless given a value and handler. */
export function MantineEntry({ params, as: C = TextInput, value, onChange, ...rest }: EntryBinding & { params: EntryParams; as?: InputLike } & Record<string, unknown>) {
  const [bound, onBound] = useTextValue();
  return <C label={params.label} description={params.hint} placeholder={params.placeholder} value={value ?? bound} onChange={onChange ?? onBound} {...rest} />;
}
