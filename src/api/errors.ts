import { untrustedText } from '@/lib/untrusted-text';

// One shape for every way a call can fail, so screens choose a message without knowing axios.
export type ApiFailure =
  | { kind: 'http'; status: number; message: string | null }
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'schema' }
  | { kind: 'unknown' };

const MAX_MESSAGE_LENGTH = 300;

/** Reads a server message from a body that may be plain text, a JSON string or `{ message }`. */
export function messageFromBody(body: unknown): string | null {
  let value: unknown = body;
  // Binary calls (PDF downloads) get their error bodies as bytes.
  if (Object.prototype.toString.call(value) === '[object ArrayBuffer]')
    value = decodeText(value as ArrayBuffer);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('"') || trimmed.startsWith('{')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        value = trimmed;
      }
    } else {
      value = trimmed;
    }
  }
  if (value && typeof value === 'object' && 'message' in value) value = value.message;
  if (typeof value !== 'string') return null;
  // No control, direction or invisible characters, one line, capped (src/lib/untrusted-text).
  const text = untrustedText(value, MAX_MESSAGE_LENGTH);
  // An error page of a proxy is not a message for the visitor.
  return text === '' || text.startsWith('<') ? null : text;
}

function decodeText(bytes: ArrayBuffer): string | null {
  if (bytes.byteLength > 64 * 1024) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * An error of the API client, told by the flag axios sets on it (what axios's own `isAxiosError`
 * checks): without importing axios, so that screens can show a failure before the client has
 * loaded (the QR landing's first answers come without it, docs/decisions/028).
 */
type AxiosLikeError = {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data: unknown };
};

function isAxiosError(error: unknown): error is AxiosLikeError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof SchemaError) return { kind: 'schema' };
  if (isAxiosError(error)) {
    if (error.response) {
      return { kind: 'http', status: error.response.status, message: messageFromBody(error.response.data) };
    }
    // Offline first: a request that hung because the connection dropped is an offline problem.
    if (isOffline()) return { kind: 'offline' };
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout' };
    return { kind: 'network' };
  }
  // The API client's own code, which loads with the first call that needs it
  // (docs/decisions/028), could not arrive: offline, that is the offline problem too.
  if (isOffline()) return { kind: 'offline' };
  return { kind: 'unknown' };
}

/** Raised when a response does not have the shape the contract promises. */
export class SchemaError extends Error {
  constructor(what: string) {
    super(`Response of ${what} does not match its schema`);
    this.name = 'SchemaError';
  }
}

/**
 * Whether asking again may get another answer: no answer came (offline, a timeout, a dropped
 * connection, the client's code not arrived) or the server failed (5xx). A 4xx or an answer of the
 * wrong shape is the server's answer, and asking again gets the same.
 */
export function mayPass(error: unknown): boolean {
  const failure = toApiFailure(error);
  return failure.kind === 'http' ? failure.status >= 500 : failure.kind !== 'schema';
}
