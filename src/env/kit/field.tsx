import { createContext, useCallback, useContext } from 'react';
import type { Json } from '../../core/json';

interface FieldStore {
  fields: Record<string, Json>;
  setField(name: string, value: Json): void;
}

export const FieldContext = createContext<FieldStore | null>(null);

/** Read and write one state field of the current instance (the verifier sees every write). */
export function useField<T extends Json>(name: string): [T, (value: T) => void] {
  const store = useContext(FieldContext);
  if (!store) throw new Error(`useField('${name}') used outside an instance frame`);
  const set = useCallback((value: T) => store.setField(name, value), [store, name]);
  return [store.fields[name] as T, set];
}
