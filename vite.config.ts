import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockGatewayPlugin } from './vite/mock-gateway-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// React Router 7 points every export condition at its development build; alias both entry
// points to the production files or neither (see docs/toolchain.md).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs') },
];

// public/ is copied to dist/ as is; the mock service worker must not ship without mocking.
function dropMockWorker(mocking: boolean): Plugin {
  return {
    name: 'vpa:drop-mock-worker',
    apply: 'build',
    closeBundle() {
      if (!mocking) rmSync(path.join(root, 'dist/mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const mocking = mode === 'mock' || mode === 'test';
  return {
    plugins: [react(), mocking ? mockGatewayPlugin() : null, dropMockWorker(mocking)],
    resolve: {
      alias: [
        ...(command === 'build' && mode !== 'test' ? reactRouterProduction : []),
        { find: /^@\//, replacement: path.join(root, 'src') + '/' },
        { find: /^@locales\//, replacement: path.join(root, 'locales') + '/' },
      ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false },
  };
});
