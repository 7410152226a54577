// Dev/preview-server side of the stand-in gateways: an SPA cannot read a POSTed form, so form
// posts (the Teya hidden form, Teya's POST back to the return page) become GET redirects.
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { readBody } from '../scripts/server-util.mjs';

const TEYA_PATH = '/mock-gateway/teya';
const RETURN_PATHS = new Set(['/ticket-summary', '/fine-summary']);
const MAX_BODY_BYTES = 64 * 1024;

function seeOther(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

function reply(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

export function mockGatewayMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.url) {
      next();
      return;
    }
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === TEYA_PATH) {
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        reply(res, 415, 'Expected an application/x-www-form-urlencoded form.');
        return;
      }
      readBody(req, MAX_BODY_BYTES).then(
        (body) => seeOther(res, `${TEYA_PATH}?${new URLSearchParams(body.toString('utf8')).toString()}`),
        () => reply(res, 413, 'Form body too large.'),
      );
      return;
    }
    if (RETURN_PATHS.has(url.pathname)) {
      // The order id is in the query; the posted fields are not needed by the app.
      req.resume();
      seeOther(res, `${url.pathname}${url.search}`);
      return;
    }
    next();
  };
}

export function mockGatewayPlugin(): Plugin {
  return {
    name: 'vpa:mock-gateway',
    configureServer(server) {
      server.middlewares.use(mockGatewayMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(mockGatewayMiddleware());
    },
  };
}
