// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { antdLite } from './scripts/antd-lite.mjs';

/** Which UI library a module belongs to, by its package. @type {[string, RegExp][]} */
const LIBRARIES = [
  ['antd', /node_modules\/(antd|@ant-design|@rc-component|rc-[a-z-]+)\//],
  ['mui', /node_modules\/@mui\//],
  ['mantine', /node_modules\/@mantine\//],
];

/**
 * React, which every island needs, is one long-cached chunk. Everything else splits along the
 * dynamic imports (one renderer per type and library, one module per scene piece), so a task page
 * loads only the library code its own renderer and scene use. No per-library chunk: it would put
 * every component any renderer of that library uses on every page of that library.
 */
function manualChunks(/** @type {string} */ id) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  return undefined;
}

/** Where, under the client output, the build leaves each source module's chunks for the task pages rendered next. */
const PRELOAD_MANIFEST = 'cb/preload.json';

/**
 * The client build (only: the server build names its chunks itself):
 *  - chunks holding a UI library's code are named `lib-<library>-…`, so a page's requests show which
 *    libraries it loads (a task page must load only its own);
 *  - for every source module, its chunk and that chunk's static imports go to PRELOAD_MANIFEST, from
 *    which each task page hints the chunks of its renderer and scene pieces
 *    (pipeline/site/data/taskPreload.ts, told the file by CB_PRELOAD_MANIFEST: the client output
 *    is a staging directory when the site is built outside the project) so they load in parallel
 *    with the island instead of after it, and under `entries` the chunk that is each type model's
 *    and renderer's own (src/env/islands/modules), which the page hands its island to import.
 *    Removed once the pages are built.
 */
let root = '';
/**
 * Chunk files holding task-page code (island, renderers, models, scene pieces). Their lazy imports
 * carry no runtime preload list: the page's HTML already hints every chunk it will import, and the
 * list (every chunk any renderer of the library needs) grew with each type on every page.
 */
const taskPageHosts = new Set();
const taskPageChunks = {
  name: 'task-page-chunks',
  hooks: {
    /**
     * The task pages are a route of their own, left out when CB_SITE_TASK_PAGES=none: a build of
     * the boards alone then bundles no component library at all.
     * @param {{ config: { root: URL }; injectRoute: (r: { pattern: string; entrypoint: string }) => void }} o
     */
    'astro:config:setup'({ config, injectRoute }) {
      root = fileURLToPath(config.root);
      if (process.env.CB_SITE_TASK_PAGES !== 'none') injectRoute({ pattern: '/task/[id]', entrypoint: './src/env/TaskPage.astro' });
    },
    /** @param {{ vite: import('vite').InlineConfig; target: 'client' | 'server' }} o */
    'astro:build:setup'({ vite, target }) {
      if (target !== 'client') return;
      const output = vite.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || typeof output.chunkFileNames !== 'string') return;
      const pattern = output.chunkFileNames;
      output.chunkFileNames = (chunk) => {
        const libs = LIBRARIES.filter(([, re]) => chunk.moduleIds.some((m) => re.test(m))).map(([name]) => name);
        return libs.length ? pattern.replace('[name]', `lib-${libs.join('-')}-[name]`) : pattern;
      };
      vite.build = {
        ...vite.build,
        modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (taskPageHosts.has(hostId) ? [] : deps) },
      };
      vite.plugins = [...(vite.plugins ?? []), {
        name: 'task-page-preload-manifest',
        // After Vite's own generateBundle hooks: they drop the chunks left holding only CSS (a
        // stylesheet imported for its side effect), which a page must not be told to fetch.
        enforce: 'post',
        generateBundle(options, bundle) {
          const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
          /** @param {string} file @param {Set<string>} out */
          const withImports = (file, out) => {
            if (out.has(file)) return out;
            out.add(file);
            for (const i of chunks.get(file)?.imports ?? []) withImports(i, out);
            return out;
          };
          /** @type {{ chunks: Record<string, string[]>; entries: Record<string, string> }} */
          const manifest = { chunks: {}, entries: {} };
          for (const c of chunks.values()) {
            if (c.moduleIds.some((id) => id.startsWith(`${root}src/env/`) || id.startsWith(`${root}src/canonical/`))) taskPageHosts.add(c.fileName);
            for (const id of c.moduleIds) if (id.startsWith(`${root}src/`)) manifest.chunks[id.slice(root.length)] = [...withImports(c.fileName, new Set())];
          }
          // A lazily imported module's own chunk exports what the module does.
          for (const c of chunks.values()) {
            const id = c.facadeModuleId?.slice(root.length);
            if (c.isDynamicEntry && id && /^src\/canonical\/[^/]+\/[^/]+\.tsx?$/.test(id)) manifest.entries[id] = c.fileName;
          }
          this.emitFile({ type: 'asset', fileName: PRELOAD_MANIFEST, source: JSON.stringify(manifest) });
          process.env.CB_PRELOAD_MANIFEST = `${options.dir}/${PRELOAD_MANIFEST}`;
        },
      }];
    },
    /** @param {{ dir: URL }} o */
    'astro:build:done'({ dir }) {
      rmSync(new URL(PRELOAD_MANIFEST, dir), { force: true });
    },
  },
};

/**
 * antd's form context takes only FormProvider from rc-form, but rc-form's index also hangs Field,
 * List and the form on its default export, so every page with any antd component would load all of
 * rc-form and its validators. Point that one import at the module that defines FormProvider (a
 * missing export there fails the build).
 */
/** @type {import('vite').Plugin} */
const rcFormProvider = {
  name: 'rc-form-provider',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer?.endsWith('/antd/es/form/context.js')) return null;
    return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
  },
};

/**
 * @rc-component/tree declares no `sideEffects`, so a bundle that takes only its key and check
 * helpers (antd's Table selection does) keeps every module those helpers' files import, TreeNode
 * included, for their top-level `createContext` and `forwardRef` calls. Importing its modules has
 * no effect beyond their exports, and saying so lets the tables drop the tree component.
 */
/** @type {import('vite').Plugin} */
const rcTreeSideEffectFree = {
  name: 'rc-tree-side-effect-free',
  transform(code, id) {
    return /node_modules\/@rc-component\/tree\/es\//.test(id) ? { code, map: null, moduleSideEffects: false } : null;
  },
};

export default defineConfig({
  output: 'static',
  outDir: process.env.CB_SITE_OUT ?? 'dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), taskPageChunks],
  devToolbar: { enabled: false },
  vite: {
    plugins: [rcFormProvider, rcTreeSideEffectFree, antdLite()],
    build: {
      chunkSizeWarningLimit: 4096,
      // A page's own script that imports nothing, and a stylesheet, are inlined up to 8 kB (Vite's
      // default for every other asset stays at 4 kB): the boards' first paint then waits for no
      // script or stylesheet fetch (the site's shared stylesheet is just over 4 kB; the task
      // pages' stylesheets are either under 4 kB or far over 8 kB).
      assetsInlineLimit: (file, content) => (/_astro_type_script_|\.css$/.test(file) ? content.length < 8 * 1024 : undefined),
      // Each page hints every chunk it imports (taskPreload), so an entry chunk need not repeat its
      // dependencies' imports as its own (Rollup's default): that list grew with every shared chunk.
      rollupOptions: { output: { manualChunks, hoistTransitiveImports: false } },
    },
  },
});
