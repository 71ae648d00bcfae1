/**
 * Internal link check of a built site: crawls every results page reachable from the home page and
 * reports links whose target file is missing, whose #fragment names no element of the target page,
 * or that are script URLs. Pages are read with a streaming HTML tokenizer (no DOM), so a crawl of
 * tens of thousands of pages takes seconds.
 */
import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { resolveFile } from '../harness/staticServer';

export interface LinkCheckReport {
  /** Results pages crawled. */
  pages: number;
  /** Links read, counting repeats. */
  links: number;
  /** Distinct internal targets (path and fragment). */
  targets: number;
  /** `from → href (why)` for every broken link. */
  broken: string[];
}

interface PageLinks { hrefs: string[]; ids: Set<string> }

/** The `a[href]` values and the anchor names (`[id]`, `a[name]`) of one HTML document. */
export function pageLinks(html: string): PageLinks {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id !== undefined) ids.add(attrs.id);
      else if (name === 'a' && attrs.name !== undefined) ids.add(attrs.name);
      if (name === 'a' && attrs.href !== undefined) hrefs.push(attrs.href);
    },
  }, { decodeEntities: true });
  parser.end(html);
  return { hrefs, ids };
}

/**
 * Crawls `siteDir` from `/`. Pages under `skipCrawl` prefixes (the benchmark's task pages) are
 * checked as link targets but not crawled.
 */
export function checkLinks(siteDir: string, skipCrawl: readonly string[] = ['/task/']): LinkCheckReport {
  const base = 'http://site.invalid';
  const parsed = new Map<string, PageLinks>();
  const linksOf = (file: string) => {
    let p = parsed.get(file);
    if (!p) parsed.set(file, (p = pageLinks(readFileSync(file, 'utf8'))));
    return p;
  };
  const queue = ['/'];
  const seen = new Set(queue);
  const targets = new Set<string>();
  const broken: string[] = [];
  let links = 0;
  while (queue.length) {
    const from = queue.shift()!;
    const file = resolveFile(siteDir, from);
    if (!file) { broken.push(`${from} (no such page)`); continue; }
    for (const href of linksOf(file).hrefs) {
      links++;
      if (/^\s*javascript:/i.test(href)) { broken.push(`${from} → ${href} (a script URL)`); continue; }
      const url = new URL(href, `${base}${from}`);
      if (url.origin !== base) continue;
      targets.add(url.pathname + url.hash);
      const target = resolveFile(siteDir, url.pathname);
      if (!target) { broken.push(`${from} → ${href}`); continue; }
      const html = target.endsWith('.html');
      if (url.hash && html && !linksOf(target).ids.has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push(`${from} → ${href} (no element with that id)`);
      }
      if (html && !skipCrawl.some((p) => url.pathname.startsWith(p)) && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
    // A crawled page's links are not needed again; its ids may be (fragment links to it).
    parsed.get(file)!.hrefs.length = 0;
  }
  return { pages: seen.size, links, targets: targets.size, broken };
}
