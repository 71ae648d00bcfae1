/**
 * The files of a built site behind the paths a page fetched, hashed by content: what the leak
 * record keys a scanned page by, and what an episode's page digest sums up.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Astro derives an island's uid from the component's source path, so two checkouts in different
 * directories build pages that differ only there; the uid only names the island, so hashes leave
 * it out.
 */
export const withoutIslandUids = (html: string) => html.replace(/(<astro-island\b[^>]*?\s)uid="[^"]*"/g, '$1uid=""');

/** The file of the built site behind a fetched site path (`/task/x` is `task/x/index.html`). */
export function siteFile(siteDir: string, sitePath: string): string {
  const p = decodeURIComponent(sitePath.split(/[?#]/)[0]);
  return path.join(siteDir, path.extname(p) ? p : path.join(p, 'index.html'));
}

/** Content hashes of a built site's files by site path, each file read once. */
export class SiteFileHashes {
  private readonly hashes = new Map<string, string>();

  constructor(readonly siteDir: string) {}

  /** sha256 of the file behind `sitePath` (HTML without island uids), or `missing`. */
  hashOf(sitePath: string): string {
    let h = this.hashes.get(sitePath);
    if (h === undefined) {
      const f = siteFile(this.siteDir, sitePath);
      h = existsSync(f) ? createHash('sha256').update(f.endsWith('.html') ? withoutIslandUids(readFileSync(f, 'utf8')) : readFileSync(f)).digest('hex') : 'missing';
      this.hashes.set(sitePath, h);
    }
    return h;
  }

  /**
   * What a page was made of, in 16 hex digits: sha256 over the sorted, distinct lines
   * `<site path> <file hash>` of the files it fetched. Equal digests mean the same bytes were served.
   */
  pageDigest(sitePaths: Iterable<string>): string {
    const lines = [...new Set(sitePaths)].sort().map((p) => `${p} ${this.hashOf(p)}`);
    return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
  }
}
