import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

const FOOTER = '*/sms-api/vpa/vpa-footer-data';

/** The value shown for a label in the details list. */
function valueOf(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('/contact', () => {
  test("shows the zone company's name, address, country-postal code, city, phone, e-mail and web", async () => {
    await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await screen.findByText('The company that operates parking in your zone:');
    expect(valueOf('Company')).toHaveTextContent('Rijeka plus d.o.o.');
    expect(valueOf('Address')).toHaveTextContent('Dolac 11');
    expect(valueOf('Postal code')).toHaveTextContent('HR-51000');
    expect(valueOf('City')).toHaveTextContent('Rijeka');
    expect(within(valueOf('Phone')).getByRole('link', { name: '+385 51 000 000' })).toHaveAttribute(
      'href',
      'tel:+38551000000',
    );
    expect(within(valueOf('E-mail')).getByRole('link', { name: 'info@rijeka-plus.example' })).toHaveAttribute(
      'href',
      'mailto:info@rijeka-plus.example',
    );
    expect(within(valueOf('Website')).getByRole('link', { name: 'rijeka-plus.example' })).toHaveAttribute(
      'href',
      'https://rijeka-plus.example/',
    );
  });

  test('missing values read N/A; an unsafe web address is not a link', async () => {
    server.use(
      http.get(FOOTER, () =>
        HttpResponse.json({
          companyName: 'Krk parking d.o.o.',
          address: 'Vršanska 14',
          countryCode: null,
          postalNumber: '51500',
          city: 'KRK',
          pin: null,
          tel: null,
          email: 'not-an-address',
          url: 'javascript:alert(1)',
        }),
      ),
    );
    await renderRoute('/contact', { session: { zoneCode: 'KRK-Z1' } });
    await screen.findByText('The company that operates parking in your zone:');
    expect(valueOf('Postal code')).toHaveTextContent('51500');
    expect(valueOf('City')).toHaveTextContent('Krk');
    expect(valueOf('Phone')).toHaveTextContent('N/A');
    expect(valueOf('E-mail')).toHaveTextContent('not-an-address');
    expect(within(valueOf('E-mail')).queryByRole('link')).toBeNull();
    expect(valueOf('Website')).toHaveTextContent('javascript:alert(1)');
    expect(within(valueOf('Website')).queryByRole('link')).toBeNull();
  });

  test('without a zone it redirects to /welcome', async () => {
    const { router } = await renderRoute('/contact');
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
  });

  test('shows a skeleton while loading', async () => {
    server.use(
      http.get(FOOTER, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    );
    await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading…');
  });

  test('a failed request shows an error alert', async () => {
    await renderRoute('/contact', { session: { zoneCode: 'ERR-500' } });
    const main = await screen.findByRole('main');
    const alert = await within(main).findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching data.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a response of the wrong shape is an error too', async () => {
    server.use(http.get(FOOTER, () => HttpResponse.json({ companyName: 42 })));
    await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Error fetching data.',
    );
  });

  test('a company without data shows a no-data warning', async () => {
    await renderRoute('/contact', { session: { zoneCode: 'ZG-Z1' } });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('There is no company data for this zone.')).toBeVisible();
  });

  test('is translated', async () => {
    await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' }, language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    expect(await screen.findByText('Unternehmen')).toBeVisible();
  });
});

test('/contact is reached through Contact in the menu drawer', async () => {
  const { router, user } = await renderRoute('/termsofuse', { session: { zoneCode: 'RI-Z1' } });
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('navigation', { name: 'Virtual parking machine' });
  await user.click(within(drawer).getByRole('link', { name: 'Contact' }));
  await waitFor(() => expect(currentUrl(router)).toBe('/contact'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
});
