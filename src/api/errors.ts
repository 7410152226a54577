import { isAxiosError } from 'axios';

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
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim().slice(0, MAX_MESSAGE_LENGTH);
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof SchemaError) return { kind: 'schema' };
  if (isAxiosError(error)) {
    if (error.response) {
      return { kind: 'http', status: error.response.status, message: messageFromBody(error.response.data) };
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout' };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
    return { kind: 'network' };
  }
  return { kind: 'unknown' };
}

/** Raised when a response does not have the shape the contract promises. */
export class SchemaError extends Error {
  constructor(what: string) {
    super(`Response of ${what} does not match its schema`);
    this.name = 'SchemaError';
  }
}
