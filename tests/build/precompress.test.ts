// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickEncoding, precompressAssets, precompressedMiddleware } from '../../vite/precompress-plugin';

const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'vpa-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'framework-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'shell-def.css'), `.a{color:red}\n`.repeat(100));
  writeFileSync(path.join(dist, 'assets', 'index-tiny.js'), 'import "./a.js";');
  writeFileSync(path.join(dist, 'assets', 'font-xyz.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>'.repeat(200));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressAssets (the build step)', () => {
  it('writes Brotli and gzip copies of scripts and stylesheets that decompress to the file', () => {
    expect(precompressAssets(dist).sort()).toEqual(['assets/framework-abc.js', 'assets/shell-def.css']);
    const file = path.join(dist, 'assets', 'framework-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    // Smaller than the file, and Brotli smaller than gzip.
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('leaves tiny files, fonts and the pages alone (the server rewrites the pages at start)', () => {
    precompressAssets(dist);
    expect(existsSync(path.join(dist, 'assets', 'index-tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'font-xyz.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(false);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%j gives %j', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('precompressedMiddleware (vite preview)', () => {
  function request(url: string, acceptEncoding?: string, method = 'GET') {
    const headers = new Map<string, string | number>();
    const res = {
      setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), value),
      end: vi.fn(),
    };
    const next = vi.fn();
    const req = { url, method, headers: { 'accept-encoding': acceptEncoding } };
    precompressedMiddleware(dist)(req as unknown as IncomingMessage, res as unknown as ServerResponse, next);
    return { headers, body: res.end.mock.calls[0]?.[0] as Buffer | undefined, next };
  }

  beforeEach(() => precompressAssets(dist));

  it('sends the Brotli file to a browser that accepts it, with the type of the original', () => {
    const { headers, body, next } = request('/assets/framework-abc.js?v=1', 'gzip, deflate, br');
    expect(next).not.toHaveBeenCalled();
    expect(headers.get('content-encoding')).toBe('br');
    expect(headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(body ?? Buffer.alloc(0)).toString()).toBe(SCRIPT);
    expect(headers.get('content-length')).toBe(body?.length);
  });

  it('sends the gzip file to a browser without Brotli', () => {
    const { headers, body } = request('/assets/shell-def.css', 'gzip');
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(gunzipSync(body ?? Buffer.alloc(0)).toString()).toContain('.a{color:red}');
  });

  it.each([
    ['no compression accepted', '/assets/framework-abc.js', 'identity', 'GET'],
    ['no precompressed copy', '/assets/index-tiny.js', 'br', 'GET'],
    ['a file outside the assets', '/index.html', 'br', 'GET'],
    ['a path that climbs out', '/assets/../index.html', 'br', 'GET'],
    ['an encoded path', '/assets/%2e%2e/framework-abc.js', 'br', 'GET'],
    ['another method', '/assets/framework-abc.js', 'br', 'POST'],
  ])('leaves the request to the server for %s', (_case, url, encoding, method) => {
    const { next, body } = request(url, encoding, method);
    expect(next).toHaveBeenCalledOnce();
    expect(body).toBeUndefined();
  });
});
