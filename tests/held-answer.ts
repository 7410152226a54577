import { http } from 'msw';
import { server } from '@/mocks/node';

/**
 * Holds every GET of the API's `path` (a slow network for that one call) until the returned
 * `release()`; the mock backend's own handler answers it then.
 */
export function holdGet(path: string): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*${path}`, async () => {
      await released; // then on to the mock backend's own handler
    }),
  );
  return release;
}
