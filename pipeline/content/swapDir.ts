import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Put a fully written scratch directory in place of `target`: the old one (if any) is moved to
 * `old` first and removed after, so readers find the previous directory or the new one, whole.
 */
export function swapInDir(scratch: string, target: string, old: string): void {
  if (existsSync(target)) renameSync(target, old);
  renameSync(scratch, target);
  rmSync(old, { recursive: true, force: true });
}
