#!/usr/bin/env node
// Entry point of the `cb` command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

register();
process.env.CB_ROOT ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { main } = await import('../pipeline/cli.ts');
await main(process.argv);
