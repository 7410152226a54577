/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_TEYA_PAYMENT_URL?: string;
  readonly VITE_PAYMENT_REDIRECT_ORIGINS?: string;
  readonly VITE_SMS_DB_API_BASE_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_FIELD_DATA?: string;
  readonly VITE_RELEASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
