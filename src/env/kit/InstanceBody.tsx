import { useMemo, useState, type ReactNode } from 'react';
import type { Frame } from '../../core/frame';
import type { Verifier } from '../verifier';
import { InstanceContext, type SceneStore } from './sceneStore';
import type { SceneAdapter } from './types';

interface Props {
  instance: string;
  frame: Frame;
  adapter: SceneAdapter;
  store: SceneStore;
  verifier: Verifier;
  children: ReactNode;
}

/**
 * One instance's component plus its commit control. Without a commit control every change is
 * committed live; with one, only its click (or the confirmation dialog's OK) commits.
 */
export function InstanceBody({ instance, frame, adapter: A, store, verifier, children }: Props) {
  const [confirming, setConfirming] = useState(false);
  const binding = useMemo(() => ({
    instance,
    store,
    onChange(fields: ReturnType<SceneStore['get']>) {
      if (!frame.commit) verifier.commit(instance, { fields, commit: null });
    },
  }), [instance, store, verifier, frame.commit]);
  const commit = (name: string) => verifier.commit(instance, { fields: store.get(instance), commit: name });
  const confirm = frame.confirm;
  return (
    <InstanceContext.Provider value={binding}>
      {children}
      {frame.commit && (
        <div className="cb-commit-row">
          <A.Button primary label={frame.commit} onClick={() => (confirm ? setConfirming(true) : commit(frame.commit!))} />
        </div>
      )}
      {confirm && (
        <A.Modal
          open={confirming}
          title={confirm.prompt}
          onClose={() => setConfirming(false)}
          footer={(
            <div className="cb-dialog-actions">
              <A.Button label={confirm.cancel} onClick={() => setConfirming(false)} />
              <A.Button primary label={confirm.ok} onClick={() => { commit(confirm.ok); setConfirming(false); }} />
            </div>
          )}
        >
          <p className="cb-dialog-text">The change applies as soon as you confirm.</p>
        </A.Modal>
      )}
    </InstanceContext.Provider>
  );
}
