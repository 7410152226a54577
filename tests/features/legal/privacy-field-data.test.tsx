// Field data (docs/decisions/021): the privacy policy says what is sent and why, in Croatian in the
// policy and as a summary in the visitor's language, only where the operator turned it on.
import { screen, within } from '@testing-library/react';
import type * as ConfigModule from '@/lib/config';
import { renderRoute } from '../../render';

const fieldData = vi.hoisted(() => ({ on: false }));
vi.mock('@/lib/config', async (importOriginal) => {
  const original = await importOriginal<typeof ConfigModule>();
  return {
    ...original,
    config: new Proxy(original.config, {
      get: (target, key): unknown => (key === 'fieldData' ? fieldData.on : Reflect.get(target, key)),
    }),
  };
});

const SECTION = 'Podaci o brzini i pogreškama Portala';

/** How each summary says what a failure carries. */
const SENT = {
  en: /its message shortened, with any run of five or more digits and anything like a plate removed, and the name of its file; .* only the kind of rule and the domain; .* its status/,
  de: /dessen gekürzte Meldung, ohne Ziffernfolgen ab fünf Stellen .* Name der Datei; .* nur die Art der Regel und die Domain; .* deren Status/,
  it: /il messaggio abbreviato, senza sequenze di cinque o più cifre .* nome del file; .* solo il tipo di regola e il dominio; .* codice di stato/,
  hr: /njezina skraćena poruka, bez nizova od pet i više znamenki .* naziv datoteke; .* samo vrsta pravila i domena; .* njihov status/,
};

async function policy(language: 'hr' | 'en' | 'de' | 'it') {
  await renderRoute('/privacypolicy', { session: { zoneCode: 'RI-Z1' }, language });
  const main = await screen.findByRole('main');
  await within(main).findAllByRole('heading', { level: 2 });
  return main;
}

afterEach(() => {
  fieldData.on = false;
});

test('off (the default): neither the section nor the summary', async () => {
  const main = await policy('en');
  expect(within(main).queryByRole('heading', { level: 2, name: SECTION })).toBeNull();
  expect(main).not.toHaveTextContent(/Global Privacy Control/);
});

test.each<['hr' | 'en' | 'de' | 'it', RegExp]>([
  ['en', /each page you leave or hide sends the portal's own server one short message/],
  ['de', /sendet jede Seite, die Sie verlassen oder ausblenden, eine kurze Nachricht/],
  ['it', /ogni pagina che lasci o nascondi invia al server del portale stesso/],
  ['hr', /svaka stranica, kada je napustite ili sakrijete, šalje vlastitom poslužitelju/],
])('on: the summary in %s, and the Croatian section after what is processed', async (language, summary) => {
  fieldData.on = true;
  const main = await policy(language);
  expect(within(main).getByText(summary)).toBeVisible();
  // What a failure carries, said as it is (a masked message, a file name, an origin, a status):
  // not "without their content".
  expect(within(main).getByText(summary)).toHaveTextContent(SENT[language]);
  expect(main).not.toHaveTextContent(
    /without their content|ohne deren Inhalt|senza il loro contenuto|bez njihova sadržaja/,
  );
  const titles = within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(titles.indexOf(SECTION)).toBe(titles.indexOf('Koje podatke obrađujemo') + 1);
  const section = within(main).getByRole('region', { name: SECTION });
  expect(section).toHaveTextContent(/LCP, INP, CLS, FCP i TTFB/);
  expect(section).toHaveTextContent(/legitimni interes/);
  expect(section).toHaveTextContent(/Global Privacy Control ili Do Not Track/);
});
