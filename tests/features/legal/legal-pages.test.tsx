import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

const FOOTER = '*/sms-api/vpa/vpa-footer-data';
const COMPANY_FALLBACK = /Trgovačko društvo koje upravlja parkiranjem u zoni za koju kupujete parkirnu kartu/;

/** The Croatian body of the legal page, once its sections show (or at once, while it loads). */
async function legalBody({ sections = true } = {}) {
  const main = await screen.findByRole('main');
  if (sections) await within(main).findAllByRole('heading', { level: 2 });
  return waitFor(() => {
    const body = main.querySelector<HTMLElement>('[lang="hr"]');
    expect(body).not.toBeNull();
    return body as HTMLElement;
  });
}

function sectionTitles(body: HTMLElement) {
  return within(body)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('/termsofuse', () => {
  test('11 numbered sections in Croatian, with the 7-item list in 7.2', async () => {
    await renderRoute('/termsofuse', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    const body = await legalBody();
    const titles = sectionTitles(body);
    expect(titles).toHaveLength(11);
    titles.forEach((title, i) => expect(title).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(titles[6]).toBe('7. Zabranjeno korištenje');

    const section7 = within(body).getByRole('region', { name: '7. Zabranjeno korištenje' });
    expect(within(section7).getByText('7.2.')).toBeVisible();
    expect(within(section7).getAllByRole('listitem')).toHaveLength(7);
    expect(within(body).getByText('1.1.')).toBeVisible();
  });

  test("the operator section names the zone's company with its PIN and phone", async () => {
    await renderRoute('/termsofuse', { session: { zoneCode: 'RI-Z1' } });
    const body = await legalBody();
    const section11 = within(body).getByRole('region', { name: /^11\. / });
    expect(await within(section11).findByText('Rijeka plus d.o.o.')).toBeVisible();
    expect(section11).toHaveTextContent('OIB: 12345678901');
    expect(within(section11).getByRole('link', { name: '+385 51 000 000' })).toHaveAttribute(
      'href',
      'tel:+38551000000',
    );
    expect(section11).toHaveTextContent('HR-51000 Rijeka');
    expect(within(section11).getByRole('link', { name: 'info@rijeka-plus.example' })).toHaveAttribute(
      'href',
      'mailto:info@rijeka-plus.example',
    );
  });

  test('missing PIN and phone read N/A', async () => {
    await renderRoute('/termsofuse', { session: { zoneCode: 'KRK-Z1' } });
    const section11 = within(await legalBody()).getByRole('region', { name: /^11\. / });
    expect(await within(section11).findByText('Krk parking d.o.o.')).toBeVisible();
    expect(section11).toHaveTextContent('OIB: N/A');
    expect(section11).toHaveTextContent('Tel.: N/A');
  });

  test('without a zone the company is named in general terms and nothing is fetched', async () => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    await renderRoute('/termsofuse');
    const body = await legalBody();
    expect(within(body).getByText(COMPANY_FALLBACK)).toBeVisible();
    expect(requests.filter((url) => url.includes('vpa-footer-data'))).toEqual([]);
  });

  test('a company without data is named in general terms too', async () => {
    await renderRoute('/termsofuse', { session: { zoneCode: 'ZG-Z1' } });
    const body = await legalBody();
    expect(await within(body).findByText(COMPANY_FALLBACK)).toBeVisible();
  });

  test('while the company loads, the text waits behind a placeholder as tall as the screen, then shows with its details', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(FOOTER, async () => {
        await answered;
        return HttpResponse.json({
          companyName: 'Rijeka promet d.d.',
          address: 'Školska 10',
          postalNumber: '51000',
          city: 'RIJEKA',
          countryCode: 'HR',
          pin: '12345678901',
          tel: '+385 51 000 000',
          email: 'info@example.hr',
        });
      }),
    );
    await renderRoute('/termsofuse', { session: { zoneCode: 'RI-Z1' } });
    const body = await legalBody({ sections: false });
    const loading = await within(body).findByText("Loading the company's details…");
    expect(loading).toHaveAttribute('lang', 'en');
    expect(within(body).getByRole('status')).toHaveStyle({ minHeight: '100dvh' });
    // Nothing of the text yet: shown before the operator's details, it would move when they come.
    expect(within(body).queryByRole('heading', { level: 2 })).toBeNull();

    answer();
    await within(body).findAllByRole('heading', { level: 2 });
    expect(within(body).getByText('Rijeka promet d.d.')).toBeVisible();
    expect(within(body).queryByRole('status')).toBeNull();
  });

  test('a failed company request is an alert with Try again, and the text uses the general wording', async () => {
    let failing = true;
    // Fails until the visitor asks again, then the mock backend answers.
    server.use(http.get(FOOTER, () => (failing ? HttpResponse.json({}, { status: 500 }) : undefined)));
    const { user } = await renderRoute('/termsofuse', { session: { zoneCode: 'RI-Z1' } });
    const body = await legalBody();
    expect(await within(body).findByText(COMPANY_FALLBACK)).toBeVisible();
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent(
      "The parking company's details could not be loaded, so the text names it in general terms.",
    );

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(body).findByText('Rijeka plus d.o.o.')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
  });

  test('a visitor reading in another language sees a note that the text is in Croatian', async () => {
    await renderRoute('/termsofuse', { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
    expect(screen.getByText('Der folgende Rechtstext ist auf Kroatisch.')).toBeVisible();
    expect(
      within(await legalBody()).getByRole('heading', { level: 2, name: '1. Opće odredbe' }),
    ).toBeVisible();
  });

  test('a Croatian visitor gets no such note', async () => {
    await renderRoute('/termsofuse', { language: 'hr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uvjeti korištenja' })).toBeVisible();
    expect(screen.queryByText('Pravni tekst u nastavku je na hrvatskom jeziku.')).toBeNull();
  });
});

describe('/termsofsale', () => {
  test('six numbered sections: purchase, prices, card payment, complaints, refunds, card data', async () => {
    await renderRoute('/termsofsale', { session: { zoneCode: 'PO-Z1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
    const body = await legalBody();
    expect(sectionTitles(body)).toEqual([
      '1. Kupnja',
      '2. Cijene',
      '3. Plaćanje platnom karticom',
      '4. Reklamacije',
      '5. Povrat novca',
      '6. Podaci o platnoj kartici',
    ]);
    expect(body).toHaveTextContent(/u eurima \(EUR\)/);
    expect(body).toHaveTextContent(/u roku od 7 dana od dana kupnje/);
    expect(body).toHaveTextContent(/prodavatelj može po vlastitoj procjeni odobriti povrat novca/);
    expect(body).toHaveTextContent(/prikazuje samo dio broja kartice/);
    const seller = within(body).getByRole('region', { name: '1. Kupnja' });
    expect(await within(seller).findByText('Poreč parking d.o.o.')).toBeVisible();
  });

  test('shows the payment card and wallet logos as local images', async () => {
    await renderRoute('/termsofsale');
    const body = await legalBody();
    const logos = within(body).getByRole('list', { name: 'Prihvaćene kartice i digitalni novčanici' });
    const images = within(logos).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'Maestro',
      'Diners Club',
      'Apple Pay',
      'Google Pay',
    ]);
    images.forEach((img) => expect(img.getAttribute('src')).toMatch(/^\/payment-logos\/[a-z-]+\.svg$/));
  });
});

describe('/privacypolicy', () => {
  test('titled sections; the data controller is the zone company from the footer data', async () => {
    await renderRoute('/privacypolicy', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const body = await legalBody();
    const titles = sectionTitles(body);
    expect(titles[0]).toBe('Voditelj obrade');
    expect(titles).toContain('Koje podatke obrađujemo');
    expect(titles).toContain('Kolačići i pohrana u pregledniku');
    expect(
      await within(body).findByText(
        'Voditelj obrade osobnih podataka je Rijeka plus d.o.o., Dolac 11, 51000 Rijeka.',
      ),
    ).toBeVisible();
    expect(body).toHaveTextContent(/registarsku oznaku vozila/);
    expect(body).toHaveTextContent(/podatke o plaćanju/);
    expect(body).toHaveTextContent(/Portal ne koristi kolačiće/);
  });

  test('without company data the controller line is the fallback text', async () => {
    await renderRoute('/privacypolicy');
    const body = await legalBody();
    expect(
      within(body).getByText(
        /^Voditelj obrade osobnih podataka je trgovačko društvo koje upravlja parkiranjem/,
      ),
    ).toBeVisible();
  });

  test('while loading, the controller line waits with the rest of the text', async () => {
    server.use(
      http.get(FOOTER, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    );
    await renderRoute('/privacypolicy', { session: { zoneCode: 'RI-Z1' } });
    const body = await legalBody({ sections: false });
    expect(await within(body).findByRole('status')).toHaveTextContent("Loading the company's details…");
    expect(within(body).queryByText(/^Voditelj obrade osobnih podataka je/)).toBeNull();
  });
});

describe('legal pages from the menu', () => {
  test.each([
    ['Privacy policy', '/privacypolicy'],
    ['Terms of use', '/termsofuse'],
    ['Terms of sale', '/termsofsale'],
  ])('%s is reached through Policies in the menu drawer', async (item, path) => {
    const { router, user } = await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Virtual parking machine' });
    await user.click(within(drawer).getByRole('button', { name: 'Policies' }));
    await user.click(await within(drawer).findByRole('link', { name: item }));
    await waitFor(() => expect(currentUrl(router)).toBe(path));
    expect(await screen.findByRole('heading', { level: 1, name: item })).toBeVisible();
  });
});
