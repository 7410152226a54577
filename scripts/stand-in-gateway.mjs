// @ts-check
// Stand-in Worldline and Teya payment pages for the production build behind nginx. The mock build
// renders its own gateway pages inside the SPA; a production build has none, so these are plain
// server-rendered HTML (no script at all) served from the mock API's origin, as the contract's
// gateways are another origin than the app:
//
//   browser -> this server (port P): /mock-gateway/* here, everything else proxied (Host kept) to
//              scripts/mock-api-server.mjs, so the API's Worldline redirect points back here.
//
//   node scripts/stand-in-gateway.mjs --port 8790 --api http://127.0.0.1:8791
//   import { startStandInGateway } from './scripts/stand-in-gateway.mjs';
//
// Worldline: Approve / Decline / Cancel all return to the `return` address, as the real gateway
// does; the outcome is recorded in the mock backend (POST /__mock/gateway-outcome), whose own
// handlers then answer the finalize and order-status calls, as behind the mock build's gateway page.
// Teya: the app's hidden form is POSTed here; Approve POSTs the result back to returnurlsuccess
// (which nginx turns into a 303), Decline and Cancel go to the app's payment error page.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { teyaItems } from '../src/mocks/gateway/teya-items.mjs';
import { readBody } from './server-util.mjs';

const MAX_FORM_BYTES = 64 * 1024;
const OUTCOMES = { approve: 'approved', decline: 'declined', cancel: 'cancelled' };

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** An absolute http(s) address, or null. */
function httpUrl(raw) {
  try {
    const url = new URL(String(raw ?? ''));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function formatAmount(amount) {
  const value = Number(amount);
  return amount !== '' && Number.isFinite(value)
    ? new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(value)
    : '-,--';
}

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>This page stands in for the card payment service. No card is charged.</p>
${body}
</main></body></html>`;
}

function sendHtml(res, status, html) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The stand-in needs no script and no style: a strict policy keeps it honest.
    'Content-Security-Policy': "default-src 'none'; form-action http: https:; base-uri 'none'",
  });
  res.end(html);
}

function button(label, action, fields, method = 'get') {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="${method}" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(label)}</button></form>`;
}

/** A button to the app's error page, as the real gateways send a declined visitor back. */
function errorPageButton(label, appUrl, message) {
  // A GET form replaces the action's query, so the parameters are fields.
  return button(label, new URL('/payment-processing-error', appUrl.origin).href, { status: '401', message });
}

/**
 * Creates the request handler: returns true when it answered the request.
 * `apiUrl` is the mock API (scripts/mock-api-server.mjs) that records the outcomes.
 * @param {URL} apiUrl
 */
export function createStandInGatewayHandler(apiUrl) {
  /** @type {Promise<{ declined: string; aborted: string }> | undefined} */
  let messages;
  /** The mock backend's messages, for the Teya page's Decline and Cancel. */
  const transactionMessages = () =>
    (messages ??= fetch(new URL('/__mock/transaction-messages', apiUrl)).then((response) => {
      if (!response.ok) throw new Error(`transaction messages: ${response.status}`);
      return response.json();
    }));

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid');

    if (url.pathname === '/mock-gateway/worldline' && req.method === 'GET') {
      const requestId = url.searchParams.get('requestId') ?? '';
      const back = httpUrl(url.searchParams.get('return'));
      if (!requestId || !back) {
        sendHtml(
          res,
          400,
          page(
            'Worldline test gateway',
            '<p role="alert">The address has no requestId or return address.</p>',
          ),
        );
        return true;
      }
      const outcome = (name) =>
        button(name, '/mock-gateway/worldline/outcome', {
          requestId,
          outcome: name.toLowerCase(),
          return: back.href,
        });
      sendHtml(
        res,
        200,
        page(
          'Worldline test gateway',
          `<p>${escapeHtml(formatAmount(url.searchParams.get('amount') ?? ''))}</p>
<p>Request id: ${escapeHtml(requestId)}</p>
${outcome('Approve')}${outcome('Decline')}${outcome('Cancel')}`,
        ),
      );
      return true;
    }

    if (url.pathname === '/mock-gateway/worldline/outcome' && req.method === 'GET') {
      const requestId = url.searchParams.get('requestId') ?? '';
      const back = httpUrl(url.searchParams.get('return'));
      const outcome = url.searchParams.get('outcome');
      if (!requestId || !back) {
        sendHtml(res, 400, page('Worldline test gateway', '<p role="alert">Bad request.</p>'));
        return true;
      }
      const recorded = OUTCOMES[outcome ?? ''];
      if (!recorded) {
        sendHtml(res, 400, page('Worldline test gateway', '<p role="alert">Bad request.</p>'));
        return true;
      }
      // An id the mock never issued is not recorded (404): the app's calls then find no request.
      const query = new URLSearchParams({ requestId, outcome: recorded });
      await fetch(new URL(`/__mock/gateway-outcome?${query}`, apiUrl), { method: 'POST' });
      res.writeHead(303, { Location: back.href, 'Cache-Control': 'no-store' });
      res.end();
      return true;
    }

    if (url.pathname === '/mock-gateway/teya') {
      if (req.method !== 'POST') {
        sendHtml(res, 405, page('Teya test gateway', '<p role="alert">The payment form must be posted.</p>'));
        return true;
      }
      const form = new URLSearchParams((await readBody(req, MAX_FORM_BYTES)).toString('utf8'));
      const orderId = form.get('orderid') ?? '';
      const back = httpUrl(form.get('returnurlsuccess'));
      if (!orderId || !back) {
        sendHtml(
          res,
          400,
          page('Teya test gateway', '<p role="alert">The form has no orderid or return address.</p>'),
        );
        return true;
      }
      const items = teyaItems(form).map(
        ({ description, count, amount }) =>
          `<li>${escapeHtml(description)} (${escapeHtml(count)} x) ${escapeHtml(formatAmount(amount))}</li>`,
      );
      const result = { orderid: orderId, status: 'OK', step: 'Payment', amount: form.get('amount') ?? '' };
      const { declined, aborted } = await transactionMessages();
      sendHtml(
        res,
        200,
        page(
          'Teya test gateway',
          `<p>${escapeHtml(formatAmount(form.get('amount') ?? ''))}</p>
<p>Order id: ${escapeHtml(orderId)}</p>
<ul>${items.join('')}</ul>
${button('Approve', back.href, result, 'post')}
${errorPageButton('Decline', back, declined)}
${errorPageButton('Cancel', back, aborted)}`,
        ),
      );
      return true;
    }

    return false;
  };
}

function proxy(req, res, target) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      // Host is kept, so the API builds its gateway addresses on this server's origin.
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent)
      res.writeHead(502, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    res.end('Mock API unreachable');
  });
  req.pipe(upstream);
}

/** Starts the gateway pages in front of the mock API at `apiUrl`. */
export async function startStandInGateway({ port = 8790, host = '127.0.0.1', apiUrl }) {
  const target = new URL(apiUrl);
  const handle = createStandInGatewayHandler(target);
  const server = http.createServer((req, res) => {
    handle(req, res).then(
      (handled) => {
        if (!handled) proxy(req, res, target);
      },
      () => {
        if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end('Bad request');
      },
    );
  });
  // Idle connections kept as long as the shipped nginx keeps them (keepalive_timeout 65), not
  // Node's 5 s: a browser that reuses one just as the server closes it races the close (once, in
  // WebKitGTK, a payment page's load never finished: docs/engines.md).
  server.keepAliveTimeout = 65_000;
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    })
  );
  return {
    url: `http://${host}:${port}`,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        })
      ),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values: args } = parseArgs({
    options: {
      port: { type: 'string', default: '8790' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string', default: 'http://127.0.0.1:8787' },
    },
  });
  const gateway = await startStandInGateway({ port: Number(args.port), host: args.host, apiUrl: args.api });
  console.log(`Stand-in gateways on ${gateway.url}`);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
