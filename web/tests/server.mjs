// A static file server for the built page (web/dist) on a free localhost port: the
// end-to-end test and the load measurement serve the real files over HTTP, since a
// module worker, a service worker and `fetch` of the .wasm do not work from file://.

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

// The types the page's files need; the .wasm one matters most: streaming compilation
// (`WebAssembly.instantiateStreaming`) refuses any other.
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` on 127.0.0.1; resolves to { url, close() } once listening. */
export async function serve(root) {
  const base = resolve(root);
  const server = createServer((req, res) => answer(base, req, res));
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((ok) => {
      server.closeAllConnections();
      server.close(ok);
    }),
  };
}

async function answer(base, req, res) {
  const path = filePath(base, req.url);
  if (!path) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(path);
    res.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

// The file a URL names under `base` (index.html for a folder), or null when the path
// climbs out of it.
function filePath(base, url) {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  const path = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  return path === base || path.startsWith(base + sep) ? path : null;
}
