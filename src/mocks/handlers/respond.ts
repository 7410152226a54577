// Response helpers shared by the handler modules, so every area fails the same way.
import { HttpResponse } from 'msw';

const NODE_ORIGIN = 'http://localhost:3000';

/** Errors carry the message as a JSON string, one of the body forms the contract allows. */
export function fail(status: number, message: string): HttpResponse<string> {
  return HttpResponse.json(message, { status });
}

/** The app page's origin: return addresses must lead back to it. */
export function appOrigin(): string {
  const origin = typeof self !== 'undefined' ? self.location?.origin : undefined;
  return origin && /^https?:/.test(origin) ? origin : NODE_ORIGIN;
}

/** A query parameter, trimmed; empty when absent. */
export function query(request: Request, name: string): string {
  return (new URL(request.url).searchParams.get(name) ?? '').trim();
}

/** A numeric query parameter, or null when it is missing or not a whole number. */
export function queryInt(request: Request, name: string): number | null {
  const raw = query(request, name);
  return /^-?\d+$/.test(raw) ? Number(raw) : null;
}

/** The request body as JSON, or undefined when it is not JSON at all. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}
