// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/** @type {[string, RegExp][]} */
const NAMED_CHUNKS = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['lib-antd', /node_modules\/(antd|@ant-design|@rc-component|rc-[a-z-]+)\//],
  ['lib-mui', /node_modules\/(@mui|@emotion)\//],
  ['lib-mantine', /node_modules\/@mantine\//],
];

/**
 * Task pages must load only the UI library they use. Each library gets its own chunk, and a
 * third-party helper joins a library's chunk only when that library alone needs it; helpers shared
 * by several libraries go to `vendor-shared`.
 */
function libraryChunks() {
  const memo = new Map();
  /** @param {string} id @param {(id: string) => any} info @param {Set<string>} seen @returns {Set<string>} */
  const owners = (id, info, seen) => {
    if (memo.has(id)) return memo.get(id);
    for (const [name, re] of NAMED_CHUNKS) if (re.test(id)) return new Set([name]);
    const out = new Set();
    if (!id.includes('/node_modules/') || seen.has(id)) return out;
    seen.add(id);
    const m = info(id);
    for (const imp of [...(m?.importers ?? []), ...(m?.dynamicImporters ?? [])]) {
      for (const o of owners(imp, info, seen)) out.add(o);
    }
    memo.set(id, out);
    return out;
  };
  /** @param {string} id @param {{ getModuleInfo: (id: string) => any }} api */
  return (id, { getModuleInfo }) => {
    for (const [name, re] of NAMED_CHUNKS) if (re.test(id)) return name;
    if (!id.includes('/node_modules/')) return undefined;
    const o = [...owners(id, getModuleInfo, new Set())].filter((n) => n !== 'react');
    if (o.length === 1) return o[0];
    if (o.length > 1) return 'vendor-shared';
    return undefined;
  };
}

export default defineConfig({
  output: 'static',
  outDir: process.env.CB_SITE_OUT ?? 'dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    build: {
      chunkSizeWarningLimit: 4096,
      rollupOptions: { output: { manualChunks: libraryChunks() } },
    },
  },
});
