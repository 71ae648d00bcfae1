/**
 * The task page island, one per library (islands/<library>.tsx), so that a page's lazy-import
 * tables list only its own library's scene modules. Props carry only the task id, type, library
 * and, in a build, the files of its renderer and model (they are serialized into the HTML); the
 * spec with its predicate is fetched into this closure. Exactly one renderer and one model are
 * imported, and the library's scene core plus the scene pieces the spec's scene draws, so a page
 * loads only the parts of its UI library it uses.
 *
 * The renderer and model come by the file the page names, not from the library's catalog of every
 * type: the catalog's tables would grow every page with each type. The catalog is still a lazy
 * import of the island: the dev server (which has no build manifest) loads from it, and the build
 * splits the renderers' shared code knowing that what the island loads is already there.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Frame } from '../core/frame';
import { goalFields } from '../core/predicate';
import { SOLE_INSTANCE, type CommittedState } from '../core/state';
import type { PageSpec } from '../core/taskSpec';
import { decodeSpec } from '../core/specCodec';
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

export type ModelModule = { model: TypeModel };

/** A library's renderers and the type models by glob path (islands/modules/<library>.ts). */
export interface Catalog {
  renderers: Record<string, () => Promise<RendererModule>>;
  models: Record<string, () => Promise<ModelModule>>;
}

export interface IslandModules extends SceneModules {
  catalog: () => Promise<Catalog>;
}

/** The island's props: the files are relative to the site root (pipeline/site/data/taskPreload.ts). */
export interface TaskIslandProps {
  taskId: string;
  type: string;
  library: string;
  renderer?: string;
  model?: string;
}

/** Page zoom of the scale factor: the whole page, popups included, grows or shrinks. */
const ZOOM = { small: 0.85, default: 1, large: 1.2 } as const;

interface Loaded {
  spec: PageSpec;
  Renderer: Renderer;
  model: TypeModel;
  adapter: SceneAdapter;
}

export function taskIsland(modules: IslandModules) {
  return function TaskIsland({ taskId, type, library, renderer, model }: TaskIslandProps) {
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    const [error, setError] = useState<string | null>(null);

    useEffect(() => {
      seedPageRandom(taskId);
      startBenchmarkMode();
      const base = import.meta.env.BASE_URL.replace(/\/$/, '');
      const load = <M,>(what: string, file: string | undefined, from: (c: Catalog) => Record<string, () => Promise<M>>, path: string) => {
        if (file) {
          return (import(/* @vite-ignore */ `${base}/${file}`) as Promise<M>).catch((e: unknown) => {
            throw new Error(`${what} of ${type} on ${library} (${file}) failed to load: ${String(e)}`);
          });
        }
        return modules.catalog().then((c) => {
          const found = Object.entries(from(c)).find(([p]) => p.endsWith(path))?.[1];
          if (!found) throw new Error(`No ${what} for ${type} on ${library}`);
          return found();
        });
      };
      const spec = fetch(`${base}/cb/spec/${taskId}.json`).then((r) => {
        if (!r.ok) throw new Error(`spec ${taskId}: HTTP ${r.status}`);
        return r.text().then((body) => decodeSpec(taskId, body) as PageSpec);
      });
      // The scene's modules load as soon as the spec says which they are.
      const adapter = spec.then((s) => loadSceneAdapter(modules, specScenePieces(s)));
      Promise.all([spec, load('renderer', renderer, (c) => c.renderers, `/${type}/${library}.tsx`), load('model', model, (c) => c.models, `/${type}/model.ts`), adapter]).then(async ([s, r, m, a]) => {
        await Promise.all([a.ready, r.ready?.()]);
        setLoaded({ spec: s, Renderer: r.default, model: m.model, adapter: a });
      }).catch((e: unknown) => setError(String(e)));
    }, [taskId, type, library, renderer, model]);

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
