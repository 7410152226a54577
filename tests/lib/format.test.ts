import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { formatCents, formatMoney } from '@/lib/money';

describe('dates are shown in the zone (Europe/Zagreb), whatever the device', () => {
  test('the suite runs on a device in another time zone', () => {
    expect(new Date('2026-03-14T12:00:00Z').getTimezoneOffset()).not.toBe(-60);
  });

  test.each([
    ['2026-03-14T10:25:00Z', '14. 03. 2026. 11:25'], // an instant, winter (UTC+1)
    ['2026-07-14T10:25:00Z', '14. 07. 2026. 12:25'], // an instant, summer (UTC+2)
    ['2026-03-14T10:25:00+02:00', '14. 03. 2026. 09:25'],
    ['2026-03-14T10:25:00', '14. 03. 2026. 10:25'], // no offset: the zone's own wall clock
    ['2026-07-14T23:30:00.123', '14. 07. 2026. 23:30'],
  ])('%s -> %s', (value, shown) => {
    expect(formatDateTime(value)).toBe(shown);
  });

  test('date and time apart', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01. 01. 2027.');
    expect(formatTime('2026-12-31T23:30:00Z')).toBe('00:30');
  });

  test.each([null, undefined, '', 'not a date', '2026-13-45T99:99:00'])(
    '%j shows the placeholder',
    (value) => {
      expect(formatDateTime(value)).toBe('--.--.---- --:--');
      expect(formatDate(value)).toBe('--.--.----');
      expect(formatTime(value)).toBe('--:--');
    },
  );
});

describe('money in hr-HR euros', () => {
  test.each([
    [1.5, '1,50\u00a0€'],
    [0.01, '0,01\u00a0€'],
    [1234.5, '1.234,50\u00a0€'],
  ])('%d -> %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  test('cents and the placeholder', () => {
    expect(formatCents(150)).toBe('1,50\u00a0€');
    expect(formatCents(null)).toBe('-,--');
    expect(formatMoney(Number.NaN)).toBe('-,--');
  });
});
