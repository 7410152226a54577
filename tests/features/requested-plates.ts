import { server } from '@/mocks/node';

/** The value of `param` in each request to `path`, in order, as the mock backend receives them. */
function requestedValues(path: string, param: string): string[] {
  const values: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(path)) values.push(new URL(request.url).searchParams.get(param) ?? '');
  });
  onTestFinished(() => server.events.removeAllListeners('request:start'));
  return values;
}

/** The plate each ticket estimate asks about. */
export const estimatePlates = () => requestedValues('/vpa-ticket-estimate', 'plateNumber');

/** The plate each fine lookup asks with. */
export const lookupPlates = () => requestedValues('/payment-api/transactions/fine-info', 'licensePlate');
