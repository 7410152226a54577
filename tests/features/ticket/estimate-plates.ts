import { server } from '@/mocks/node';

/** The plate each estimate request asks about, as the mock backend receives them. */
export function estimatePlates() {
  const plates: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/vpa-ticket-estimate')) {
      plates.push(new URL(request.url).searchParams.get('plateNumber') ?? '');
    }
  });
  onTestFinished(() => server.events.removeAllListeners('request:start'));
  return plates;
}
