/// <reference types="vite/client" />

// The configuration variables are typed by their schema (src/lib/config.ts), the one module that
// reads them; Vite's own values (MODE, DEV, PROD, BASE_URL) keep the types of vite/client.
import type { BuildEnv } from './lib/config';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the interface Vite merges
  interface ImportMetaEnv extends BuildEnv {}

  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}
