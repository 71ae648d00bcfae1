/**
 * The task page island, one per library (islands/<library>.tsx), so that a page's lazy-import
 * tables list only its own library's modules. Props carry only the task id, type and library (they
 * are serialized into the HTML); the spec with its predicate is fetched into this closure. Exactly
 * one renderer and the library's scene core are imported, plus the scene pieces the spec's scene
 * draws, so a page loads only the parts of its UI library it uses.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Frame } from '../core/frame';
import { goalFields } from '../core/predicate';
import { SOLE_INSTANCE, type CommittedState } from '../core/state';
import type { PageSpec } from '../core/taskSpec';
import { startBenchmarkMode } from './benchmarkMode';
import { seedPageRandom } from './deterministicRandom';
import { InstanceBody } from './kit/InstanceBody';
import { createSceneStore } from './kit/sceneStore';
import type { Renderer, SceneAdapter, TypeModel } from './kit/types';
import { SceneLayout } from './scene/Layout';
import { ReferencePanel } from './scene/ReferencePanel';
import { specScenePieces } from './scene/pieces';
import { loadSceneAdapter, type SceneModules } from './scene/sceneAdapter';
import { createVerifier } from './verifier';
import './task.css';

/**
 * A renderer module; `ready`, when exported, loads what the component needs before it shows (its
 * own stylesheet, linked by the page only when the page renders it).
 */
export type RendererModule = { default: Renderer; ready?: () => Promise<void> };

export interface IslandModules extends SceneModules {
  /** The library's renderers by glob path, ending in /<type>/<library>.tsx. */
  renderers: Record<string, () => Promise<RendererModule>>;
}

const models = import.meta.glob<{ model: TypeModel }>('../canonical/*/model.ts');

/** Page zoom of the scale factor: the whole page, popups included, grows or shrinks. */
const ZOOM = { small: 0.85, default: 1, large: 1.2 } as const;

interface Loaded {
  spec: PageSpec;
  Renderer: Renderer;
  model: TypeModel;
  adapter: SceneAdapter;
}

export function taskIsland(modules: IslandModules) {
  return function TaskIsland({ taskId, type, library }: { taskId: string; type: string; library: string }) {
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    const [error, setError] = useState<string | null>(null);

    useEffect(() => {
      seedPageRandom(taskId);
      startBenchmarkMode();
      const renderer = Object.entries(modules.renderers).find(([path]) => path.endsWith(`/${type}/${library}.tsx`))?.[1];
      const model = models[`../canonical/${type}/model.ts`];
      if (!renderer || !model) {
        setError(`No renderer for ${type} on ${library}`);
        return;
      }
      const spec = fetch(`${import.meta.env.BASE_URL.replace(/\/$/, '')}/cb/spec/${taskId}.json`).then((r) => {
        if (!r.ok) throw new Error(`spec ${taskId}: HTTP ${r.status}`);
        return r.json() as Promise<PageSpec>;
      });
      // The scene's modules load as soon as the spec says which they are.
      const adapter = spec.then((s) => loadSceneAdapter(modules, specScenePieces(s)));
      Promise.all([spec, renderer(), model(), adapter]).then(async ([s, r, m, a]) => {
        await Promise.all([a.ready, r.ready?.()]);
        setLoaded({ spec: s, Renderer: r.default, model: m.model, adapter: a });
      }).catch((e: unknown) => setError(String(e)));
    }, [taskId, type, library]);

    if (error) return <p role="alert">Task page failed to load: {error}</p>;
    if (!loaded) return null;
    return <TaskScene {...loaded} />;
  };
}

function TaskScene({ spec, Renderer, model, adapter }: Loaded) {
  const frame = (spec.params.frame ?? {}) as Frame;
  const labels = frame.instances ?? [SOLE_INSTANCE];

  const [store, verifier] = useMemo(() => {
    const fields = Object.fromEntries(labels.map((l) => [l, model.initialFields(spec.params)]));
    const initial: CommittedState = { instances: Object.fromEntries(labels.map((l) => [l, { fields: fields[l], commit: null }])) };
    return [createSceneStore(fields), createVerifier(spec.id, spec.predicate, initial)] as const;
    // A page's spec never changes during its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.documentElement.style.zoom = String(ZOOM[spec.scene.scale]);
    document.documentElement.setAttribute('data-cb-ready', 'true');
  }, [spec.scene.scale]);

  const reference = frame.reference
    ? <ReferencePanel figure={model.figure(goalFields(spec.predicate), spec.params)} dark={spec.scene.theme === 'dark'} />
    : null;
  return (
    <adapter.Provider scene={spec.scene}>
      <SceneLayout
        scene={spec.scene}
        frame={frame}
        adapter={adapter}
        reference={reference}
        instances={labels.map((label) => ({
          key: label,
          title: label === SOLE_INSTANCE ? frame.title : label,
          body: (
            <InstanceBody instance={label} frame={frame} adapter={adapter} store={store} verifier={verifier}>
              <Renderer params={spec.params} scene={spec.scene} />
            </InstanceBody>
          ),
        }))}
      />
    </adapter.Provider>
  );
}
