/**
 * The task page island. Props carry only the task id, type and library (they are serialized into
 * the HTML); the spec with its predicate is fetched into this closure, and exactly one renderer and
 * one library adapter are imported, so a page loads only the UI library it uses.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PageSpec } from '../core/taskSpec';
import type { CommittedState } from '../core/state';
import { SOLE_INSTANCE } from '../core/state';
import { startBenchmarkMode } from './benchmarkMode';
import { seedPageRandom } from './deterministicRandom';
import { createVerifier } from './verifier';
import { InstanceFrame } from './kit/InstanceFrame';
import { Stage } from './scene/Stage';
import { frameParams } from './kit/frameParams';
import type { Renderer, SceneAdapter, TypeModel } from './kit/types';
import './task.css';

const renderers = import.meta.glob<{ default: Renderer }>('../canonical/*/{antd,mui,mantine}.tsx');
const adapters = import.meta.glob<{ default: SceneAdapter }>('./scene/{antd,mui,mantine}.tsx');
const models = import.meta.glob<{ model: TypeModel }>('../canonical/*/model.ts', { eager: true });

interface Loaded {
  spec: PageSpec;
  Renderer: Renderer;
  adapter: SceneAdapter;
}

export default function TaskIsland({ taskId, type, library }: { taskId: string; type: string; library: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    seedPageRandom(taskId);
    startBenchmarkMode();
    const renderer = renderers[`../canonical/${type}/${library}.tsx`];
    const adapter = adapters[`./scene/${library}.tsx`];
    if (!renderer || !adapter) {
      setError(`No renderer for ${type} on ${library}`);
      return;
    }
    Promise.all([
      fetch(`${import.meta.env.BASE_URL.replace(/\/$/, '')}/cb/spec/${taskId}.json`).then((r) => {
        if (!r.ok) throw new Error(`spec ${taskId}: HTTP ${r.status}`);
        return r.json() as Promise<PageSpec>;
      }),
      renderer(),
      adapter(),
    ]).then(async ([spec, r, a]) => {
      await a.default.ready;
      setLoaded({ spec, Renderer: r.default, adapter: a.default });
    })
      .catch((e: unknown) => setError(String(e)));
  }, [taskId, type, library]);

  if (error) return <p role="alert">Task page failed to load: {error}</p>;
  if (!loaded) return null;
  return <TaskScene {...loaded} />;
}

function TaskScene({ spec, Renderer, adapter }: Loaded) {
  const model = models[`../canonical/${spec.canonical_type}/model.ts`]?.model;
  if (!model) throw new Error(`No model for ${spec.canonical_type}`);
  const frame = frameParams(spec.params);
  const labels = frame.instanceLabels ?? [SOLE_INSTANCE];
  const verifier = useMemo(() => {
    const initial: CommittedState = { instances: {} };
    for (const label of labels) initial.instances[label] = { fields: model.initialFields(spec.params), commit: null };
    return createVerifier(spec.id, spec.predicate, initial);
    // The spec never changes during a page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.documentElement.setAttribute('data-cb-ready', 'true');
  }, []);

  return (
    <adapter.Provider scene={spec.scene}>
      <Stage scene={spec.scene}>
        {labels.map((label) => (
          <InstanceFrame
            key={label}
            instance={label}
            title={label === SOLE_INSTANCE ? frame.title : label}
            initial={model.initialFields(spec.params)}
            commitLabel={frame.commitControl}
            adapter={adapter}
            onCommit={verifier.commit}
          >
            <Renderer params={spec.params} scene={spec.scene} />
          </InstanceFrame>
        ))}
      </Stage>
    </adapter.Provider>
  );
}
