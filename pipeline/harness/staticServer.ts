/** A small static file server for the built site, or its task pages alone, on 127.0.0.1 (any free port). */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.parquet': 'application/vnd.apache.parquet', '.csv': 'text/csv; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

export function resolveFile(root: string, urlPath: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const full = path.resolve(root, `.${p}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  if (existsSync(full) && statSync(full).isFile()) return full;
  const index = path.join(full, 'index.html');
  if (existsSync(index)) return index;
  if (existsSync(`${full}.html`)) return `${full}.html`;
  return null;
}

/**
 * What a task page loads and nothing else: its document (`/task/<id>`), its spec and the build's
 * content-hashed assets. Report pages, traces and the warehouse state a task's target in words.
 */
export function isTaskPagePath(urlPath: string): boolean {
  let p: string;
  try {
    // As the file will be looked up: decoded, dot segments resolved (`/task/..%2ftasks%2fx` is no task page).
    p = path.posix.normalize(decodeURIComponent(urlPath.split(/[?#]/)[0]));
  } catch {
    return false;
  }
  return /^\/task\/[^/]+\/?$/.test(p) || /^\/cb\/spec\/[^/]+\.json$/.test(p) || /^\/_astro\/[^/]+$/.test(p);
}

/** The built site's task pages alone (see isTaskPagePath): what the harness and `cb serve-tasks` serve. */
export function serveTaskPages(root: string, port = 0, host = '127.0.0.1'): Promise<StaticSite> {
  return serveStatic(root, port, host, isTaskPagePath);
}

export function serveStatic(root: string, port = 0, host = '127.0.0.1', only: (urlPath: string) => boolean = () => true): Promise<StaticSite> {
  const absRoot = path.resolve(root);
  const server: Server = createServer((req, res) => {
    const file = only(req.url ?? '/') ? resolveFile(absRoot, req.url ?? '/') : null;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const size = statSync(file).size;
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      res.writeHead(206, { 'content-type': type, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${size}`, 'accept-ranges': 'bytes' });
      createReadStream(file, { start, end }).pipe(res);
      return;
    }
    // Content-hashed build assets never change; everything else is revalidated by ETag.
    const st = statSync(file);
    const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const immutable = (req.url ?? '').startsWith('/_astro/');
    if (!immutable && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, {
      'content-type': type, 'content-length': size, 'accept-ranges': 'bytes', etag,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      const actual = typeof addr === 'object' && addr ? addr.port : port;
      resolve({
        url: `http://${host}:${actual}`,
        close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
      });
    });
  });
}
