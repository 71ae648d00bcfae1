/**
 * A library's scene adapter, assembled from its core module and the modules the page's scene draws
 * (scene/pieces.ts), each imported lazily so a page fetches only its own scene's widgets.
 */
import type { ClutterPiece, SceneAdapter, SceneCore } from '../kit/types';
import { SCENE_PIECES, type ScenePiece, type SceneModule } from './pieces';

export type ScenePieceModule = { default: SceneAdapter[ScenePiece] | ClutterPiece };

/** One library's scene modules: adapters/<library>/core.tsx and the others by glob path. */
export interface SceneModules {
  core: SceneCore;
  pieces: Record<string, () => Promise<ScenePieceModule>>;
}

/** Drawing a piece the page did not load is a bug in scenePieces, and must say so. */
const notLoaded = (what: string) => () => {
  throw new Error(`scene module ${what} was not loaded for this scene`);
};

/** The adapter with the given scene modules (scene/pieces.ts) loaded. */
export async function loadSceneAdapter(modules: SceneModules, drawn: SceneModule[]): Promise<SceneAdapter> {
  const loaded = new Map(await Promise.all(drawn.map(async (m) => {
    const load = Object.entries(modules.pieces).find(([path]) => path.endsWith(`/${m}.tsx`))?.[1];
    if (!load) throw new Error(`this library has no scene module ${m}`);
    return [m, (await load()).default] as const;
  })));
  const pieces = Object.fromEntries(SCENE_PIECES.map((p) => [p, loaded.get(p) ?? notLoaded(p)]));
  const Clutter: ClutterPiece = ({ item }) => {
    const Kind = loaded.get(`clutter/${item.kind}`) as ClutterPiece | undefined;
    if (!Kind) return notLoaded(`clutter/${item.kind}`)();
    return <Kind item={item} />;
  };
  return { ...modules.core, ...pieces, Clutter } as SceneAdapter;
}
