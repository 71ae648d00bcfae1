/**
 * Field state of every instance on the page, kept outside the component tree so that closing a
 * dialog or collapsing a section (which unmounts the component) never loses what the agent did.
 */
import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import type { Json } from '../../core/json';

type Fields = Record<string, Json>;

export interface SceneStore {
  get(instance: string): Fields;
  /** Write fields of one instance in one change, so a write of several is never seen half done. */
  set(instance: string, patch: Fields): Fields;
  subscribe(fn: () => void): () => void;
}

export function createSceneStore(initial: Record<string, Fields>): SceneStore {
  let state = { ...initial };
  const listeners = new Set<() => void>();
  return {
    get: (instance) => state[instance],
    set(instance, patch) {
      state = { ...state, [instance]: { ...state[instance], ...patch } };
      listeners.forEach((l) => l());
      return state[instance];
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

export interface InstanceBinding {
  instance: string;
  store: SceneStore;
  /** Called after every field write with the instance's new fields. */
  onChange(fields: Fields): void;
}

export const InstanceContext = createContext<InstanceBinding | null>(null);

/** Read and write one state field of the current instance (the verifier sees every write). */
export function useField<T extends Json>(name: string): [T, (value: T) => void] {
  const b = useContext(InstanceContext);
  if (!b) throw new Error(`useField('${name}') used outside an instance frame`);
  const fields = useSyncExternalStore(b.store.subscribe, () => b.store.get(b.instance));
  const set = useCallback((value: T) => b.onChange(b.store.set(b.instance, { [name]: value })), [b, name]);
  return [fields[name] as T, set];
}

/**
 * All state fields of the current instance and a setter that writes several in one change, for a
 * component whose one action moves more than one field (the verifier never sees half of it).
 */
export function useFields<T extends Fields>(): [T, (patch: Partial<T>) => void] {
  const b = useContext(InstanceContext);
  if (!b) throw new Error('useFields() used outside an instance frame');
  const fields = useSyncExternalStore(b.store.subscribe, () => b.store.get(b.instance));
  const set = useCallback((patch: Partial<T>) => b.onChange(b.store.set(b.instance, patch as Fields)), [b]);
  return [fields as T, set];
}

/**
 * A field the component commits on its own event (a slider's release, not every move): the value
 * shown follows `setDraft` while the user is busy, and only `commit` writes the field.
 */
export function useDraftField<T extends Json>(name: string): [shown: T, setDraft: (value: T) => void, commit: (value: T) => void] {
  const [value, setValue] = useField<T>(name);
  const [draft, setDraft] = useState<T | null>(null);
  const commit = useCallback((v: T) => {
    setDraft(null);
    setValue(v);
  }, [setValue]);
  return [draft ?? value, setDraft, commit];
}
