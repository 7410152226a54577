import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { i18n, i18nReady } from '@/i18n/i18n';
import { CLOCK_REFRESH_MS, remainingUntil } from '@/pocket/countdown';
import { TicketCountdown } from '@/pocket/ticket-countdown';

describe('remainingUntil', () => {
  const end = new Date('2026-06-15T14:30:00Z');

  it('counts whole hours and minutes, the minutes rounded up', () => {
    expect(remainingUntil(end, Date.parse('2026-06-15T13:18:00Z'))).toEqual({
      expired: false,
      hours: 1,
      minutes: 12,
    });
    expect(remainingUntil(end, Date.parse('2026-06-15T14:29:30Z'))).toEqual({
      expired: false,
      hours: 0,
      minutes: 1,
    });
  });

  it('is expired at the end time and after it', () => {
    expect(remainingUntil(end, end.getTime())).toEqual({ expired: true });
    expect(remainingUntil(end, end.getTime() + 1)).toEqual({ expired: true });
  });
});

describe('TicketCountdown', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('pocket');
  });
  afterEach(() => vi.useRealTimers());

  it('redraws every 5 s and announces only the change from Active to Expired', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-06-15T14:28:50Z'));
    render(
      <Suspense fallback={null}>
        <TicketCountdown end={new Date('2026-06-15T14:30:00Z')} ticketNumber="1000" />
      </Suspense>,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('2 min left')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    // The visible time left is not a live region: only the status region speaks.
    expect(screen.getByText('2 min left').closest('[aria-live],[role="status"]')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(CLOCK_REFRESH_MS * 4);
    }); // 14:29:10
    expect(screen.getByText('1 min left')).toBeInTheDocument();
    expect(status).toHaveTextContent('');

    act(() => {
      vi.advanceTimersByTime(CLOCK_REFRESH_MS * 10);
    }); // 14:30:00
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    expect(status).toHaveTextContent('Ticket 1000 has expired.');

    act(() => {
      vi.advanceTimersByTime(CLOCK_REFRESH_MS * 3);
    });
    expect(status).toHaveTextContent('Ticket 1000 has expired.');
  });

  it('shows hours and minutes, and an expired ticket without an announcement', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-06-15T13:18:00Z'));
    const { unmount } = render(
      <TicketCountdown end={new Date('2026-06-15T14:30:00Z')} ticketNumber="1000" />,
    );
    expect(screen.getByText('1 h 12 min left')).toBeInTheDocument();
    unmount();
    render(<TicketCountdown end={new Date('2026-06-15T12:00:00Z')} ticketNumber="1000" />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
