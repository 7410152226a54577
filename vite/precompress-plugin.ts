// The hashed scripts and stylesheets compressed once at build time, at the highest levels, next
// to each file: `name.js.br` (Brotli, quality 11) and `name.js.gz` (gzip, level 9). A server
// sends them as they are instead of compressing each response at its default level: the shipped
// nginx the `.gz` (`gzip_static`, deploy/nginx; the official image has no Brotli module),
// `vite preview` (the bench) the `.br` through the middleware below, about 10 % fewer bytes than
// gzip level 9 on every page (docs/decisions/012, docs/performance.md).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/**
 * Build output worth compressing: text, and the QR scanner's WebAssembly decoder (about 1.1 MB,
 * a third of that compressed; docs/decisions/018). Fonts and images are compressed already.
 */
const COMPRESSIBLE = /^assets\/[^/]+\.(js|css|svg|wasm)$/;
/** Below this, the headers outweigh the gain (nginx's gzip_min_length is 256). */
const MIN_BYTES = 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

function brotli(data: Buffer, text: boolean): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** The encoding to send for an Accept-Encoding header, Brotli first; null for none of ours. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const EXTENSION = { br: '.br', gzip: '.gz' } as const;

/** Serves `/assets/*` from the precompressed files when the browser accepts one of them. */
export function precompressedMiddleware(distDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    // Only names the build writes: no decoding, no dots that climb out of the folder.
    const name = /^\/(assets\/[\w-]+(?:\.[\w-]+)*\.(?:js|css|svg|wasm))$/.exec(pathname)?.[1];
    const encoding = name ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!name || !encoding) return next();
    const file = path.join(distDir, name + EXTENSION[encoding]);
    if (!existsSync(file)) return next();
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', statSync(file).size);
    // Hashed names: the content never changes under a name (as deploy/nginx says).
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
  };
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `assets/` in `outDir` (including the
 * ones other plugins wrote there, such as the prerendered page's stylesheet and boot script).
 */
export function precompressAssets(outDir: string): string[] {
  const assets = path.join(outDir, 'assets');
  if (!existsSync(assets)) return [];
  const written: string[] = [];
  for (const name of readdirSync(assets)) {
    if (!COMPRESSIBLE.test(`assets/${name}`)) continue;
    const file = path.join(assets, name);
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotli(data, !name.endsWith('.wasm')));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    written.push(`assets/${name}`);
  }
  return written;
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let built = false;
  return {
    name: 'vpa:precompress',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      built = true;
    },
    // After every plugin's writeBundle (the prerendered pages write their files there).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (built) precompressAssets(outDir);
      },
    },
    configurePreviewServer(server) {
      // Before the preview's own compression and static files.
      server.middlewares.use(precompressedMiddleware(outDir));
    },
  };
}
