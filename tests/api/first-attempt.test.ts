import { http, HttpResponse } from 'msw';
import { firstAttemptGet } from '@/api/first-attempt';
import { getCompanyConfig } from '@/api/sms';
import { i18n, i18nReady } from '@/i18n/i18n';
import { server } from '@/mocks/node';

// The landing's plain first attempt (docs/decisions/028) asks as the API client does.
const PATH = '/sms-api/vpa/vpa-company-config';

function seenRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(PATH)) seen.push(request.clone());
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

test('it sends the address, Accept and Accept-Language the API client sends', async () => {
  await i18nReady;
  await i18n.changeLanguage('it');
  const seen = seenRequests();
  const body = await firstAttemptGet(PATH, { companyId: '1' });
  await getCompanyConfig(1);
  expect(seen).toHaveLength(2);
  const [plain, client] = seen;
  expect(plain?.url).toBe(client?.url);
  for (const header of ['Accept', 'Accept-Language'])
    expect(plain?.headers.get(header)).toBe(client?.headers.get(header));
  expect(plain?.headers.get('Accept-Language')).toBe('it-IT');
  expect(body).toMatchObject({ services: expect.any(Array) as unknown });
});

test('an answer other than 2xx fails the attempt', async () => {
  server.use(http.get(`*${PATH}`, () => HttpResponse.json({ message: 'Down.' }, { status: 503 })));
  await expect(firstAttemptGet(PATH, { companyId: '1' })).rejects.toThrow('503');
});

test('a body that is not JSON is handed on as text, for the schema to refuse', async () => {
  server.use(http.get(`*${PATH}`, () => new HttpResponse('<html>proxy</html>', { status: 200 })));
  await expect(firstAttemptGet(PATH, { companyId: '1' })).resolves.toBe('<html>proxy</html>');
});
