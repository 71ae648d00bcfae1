/**
 * The task's folder: the files a file chooser offers when an agent uploads. Contents are made from
 * the file's name and size, so every run hands the page the same bytes without touching the disk.
 */
import type { FolderFile } from '../../src/core/taskSpec';
import { ActionError } from './actionExecutor';

export interface FilePayload { name: string; mimeType: string; buffer: Buffer }

/** The file's bytes: its name and a counter, repeated to its size. */
export function fileBytes(f: FolderFile): Buffer {
  const out = Buffer.alloc(f.size);
  let at = 0;
  for (let i = 0; at < f.size; i++) {
    const n = out.write(`${f.name} ${i}\n`, at);
    if (n === 0) break; // a multi-byte character that does not fit: the rest stays zero
    at += n;
  }
  return out;
}

/** The payloads of the named files, in the order named; an unknown or repeated name is the agent's error. */
export function pickFiles(folder: readonly FolderFile[], names: readonly string[]): FilePayload[] {
  if (names.length === 0) throw new ActionError('name at least one file to upload');
  if (new Set(names).size !== names.length) throw new ActionError('each file can be picked once');
  return names.map((name) => {
    const f = folder.find((x) => x.name === name);
    if (!f) {
      throw new ActionError(folder.length
        ? `no file named ${JSON.stringify(name)} in the folder; it holds ${folder.map((x) => JSON.stringify(x.name)).join(', ')}`
        : 'this task has no files to upload');
    }
    return { name: f.name, mimeType: f.type, buffer: fileBytes(f) };
  });
}

/** How the folder reads to an agent: one file a line, with its size. */
export function folderListing(folder: readonly FolderFile[]): string {
  const size = (n: number) => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : n >= 1000 ? `${Math.round(n / 1000)} kB` : `${n} B`);
  return folder.map((f) => `${f.name} (${size(f.size)})`).join('\n');
}
