import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  test: {
    root,
    projects: [
      {
        test: {
          name: 'unit',
          root,
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 60_000,
          // Unit tests never see an official release the developer imported into data/official.
          env: { CB_OFFICIAL_DIR: path.join(root, 'tests', 'no-official-import') },
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 15 * 60_000,
          hookTimeout: 5 * 60_000,
        },
      },
    ],
  },
});
