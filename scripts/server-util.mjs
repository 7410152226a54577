// Shared by the local test servers (mock API, stand-in gateways, nginx stack).

/** The value after `--name` on the command line, or `fallback`. */
export function argValue(name, fallback, args = process.argv) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

/** The body of a Node HTTP request, refused past `maxBytes` (the local test servers' only defence). */
export function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
