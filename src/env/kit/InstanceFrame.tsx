import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Json } from '../../core/json';
import type { InstanceState } from '../../core/state';
import { FieldContext } from './field';
import type { SceneAdapter } from './types';

interface Props {
  instance: string;
  title?: string;
  initial: Record<string, Json>;
  /** Commit control label; when set, only a click on it commits the draft. */
  commitLabel?: string;
  adapter: SceneAdapter;
  onCommit(instance: string, state: InstanceState): void;
  children: ReactNode;
}

/** One instance of the primary component: owns its draft state and reports commits. */
export function InstanceFrame({ instance, title, initial, commitLabel, adapter, onCommit, children }: Props) {
  const [fields, setFields] = useState(initial);
  const latest = useRef(initial);
  const titleId = useId();
  const store = useMemo(() => ({
    fields,
    setField(name: string, value: Json) {
      latest.current = { ...latest.current, [name]: value };
      setFields(latest.current);
      if (!commitLabel) onCommit(instance, { fields: latest.current, commit: null });
    },
  }), [fields, commitLabel, instance, onCommit]);
  return (
    <adapter.Frame title={title} titleId={titleId}>
      <FieldContext.Provider value={store}>{children}</FieldContext.Provider>
      {commitLabel && (
        <div className="cb-commit-row">
          <adapter.CommitButton label={commitLabel} onClick={() => onCommit(instance, { fields: latest.current, commit: commitLabel })} />
        </div>
      )}
    </adapter.Frame>
  );
}
