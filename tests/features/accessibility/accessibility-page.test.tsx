import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';
import { emptyFooter } from '@/mocks/data';

const FOOTER = '*/sms-api/vpa/vpa-footer-data';

describe('/accessibility', () => {
  it.each([
    ['hr', 'Izjava o pristupačnosti', 'Ova je izjava sastavljena 25. studenoga 2026.'],
    ['en', 'Accessibility statement', 'This statement was prepared on 25 November 2026.'],
    ['de', 'Erklärung zur Barrierefreiheit', 'Diese Erklärung wurde am 25. November 2026 erstellt.'],
    [
      'it',
      'Dichiarazione di accessibilità',
      'La presente dichiarazione è stata redatta il 25 novembre 2026.',
    ],
  ] as const)('speaks %s: its heading and the date of the statement', async (language, heading, date) => {
    await renderRoute('/accessibility', { language });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(date)).toBeVisible();
  });

  it('names WCAG 2.2 AA and EN 301 549, how it was tested and the bank pages as a limitation', async () => {
    await renderRoute('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
    const conformance = screen.getByRole('region', { name: 'Compliance status' });
    expect(conformance).toHaveTextContent('(WCAG) 2.2 at level AA');
    expect(conformance).toHaveTextContent('EN 301 549');
    const testing = screen.getByRole('region', { name: 'How we tested' });
    expect(within(testing).getAllByRole('listitem')).toHaveLength(3);
    expect(testing).toHaveTextContent('axe');
    expect(testing).toHaveTextContent('200%');
    expect(screen.getByRole('region', { name: 'Known limitations' })).toHaveTextContent(
      "the bank's payment pages",
    );
  });

  it("gives the portal operator's contact without a stored zone, and asks for no company data", async () => {
    const footerCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('vpa-footer-data')) footerCalls.push(request.url);
    });
    onTestFinished(() => server.events.removeAllListeners('request:start'));
    await renderRoute('/accessibility');
    const report = await screen.findByRole('region', { name: 'Report a problem' });
    expect(within(report).getByText('Portal operator')).toBeVisible();
    expect(within(report).getByText('VPA d.o.o.')).toBeVisible();
    expect(within(report).getByRole('link', { name: 'info@example.hr' })).toHaveAttribute(
      'href',
      'mailto:info@example.hr',
    );
    expect(footerCalls).toEqual([]);
  });

  it("gives the zone company's contact when a zone is stored", async () => {
    await renderRoute('/accessibility', { session: { zoneCode: 'RI-Z1' } });
    const report = await screen.findByRole('region', { name: 'Report a problem' });
    expect(await within(report).findByText('Rijeka plus d.o.o.')).toBeVisible();
    expect(within(report).getByText('Parking company')).toBeVisible();
    expect(within(report).getByText('HR-51000 Rijeka')).toBeVisible();
    expect(within(report).getByRole('link', { name: '+385 51 000 000' })).toHaveAttribute(
      'href',
      'tel:+38551000000',
    );
  });

  it('falls back to the portal operator when the zone has no company data', async () => {
    server.use(http.get(FOOTER, () => HttpResponse.json(emptyFooter)));
    await renderRoute('/accessibility', { session: { zoneCode: 'RI-Z1' } });
    const report = await screen.findByRole('region', { name: 'Report a problem' });
    expect(await within(report).findByText('VPA d.o.o.')).toBeVisible();
  });

  it('is linked from the menu under Policies', async () => {
    const { user, router } = await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('button', { name: 'Policies' }));
    await user.click(await within(menu).findByRole('link', { name: 'Accessibility statement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/accessibility');
  });

  it('is linked from the company footer and from the welcome footer', async () => {
    const first = await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
    const footer = await screen.findByRole('contentinfo', { name: 'Company details' });
    expect(await within(footer).findByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    first.unmount();
    sessionStorage.clear();

    await renderRoute('/welcome');
    const welcomeFooter = await screen.findByRole('contentinfo', { name: 'Contact and language' });
    expect(
      await within(welcomeFooter).findByRole('link', { name: 'Accessibility statement' }),
    ).toHaveAttribute('href', '/accessibility');
  });
});
