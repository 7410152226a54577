import ICAL from 'ical.js';
import { ticketCalendarFileName } from '@/lib/download';
import { parseZoneTime } from '@/lib/format';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from '@/pocket/calendar';

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'vpa-ticket-1000@portal.example',
    start: new Date('2026-06-15T12:30:00Z'),
    end: new Date('2026-06-15T14:30:00Z'),
    summary: 'Parking: Zona 1, Rijeka, RI1000AA',
    description: 'Parking ticket no. 1000',
    location: 'Zona 1, Rijeka',
    url: 'https://portal.example/summary?ticket=T-1000&a=1,2',
    alarm: 'Your parking ends in 10 minutes.',
    ...overrides,
  };
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('calendarFile', () => {
  it('is a valid iCalendar file with one event, UTC times, the address and an alarm 10 min before the end', () => {
    const ics = calendarFile(event(), new Date('2026-06-15T12:31:07Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const { calendar, vevent, event: parsed } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//VPA//Parking portal//EN');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(parsed.uid).toBe('vpa-ticket-1000@portal.example');
    expect(parsed.summary).toBe('Parking: Zona 1, Rijeka, RI1000AA');
    expect(parsed.location).toBe('Zona 1, Rijeka');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-06-15T12:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-06-15T14:30:00.000Z');
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-06-15T12:31:07Z');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://portal.example/summary?ticket=T-1000&a=1,2');

    const alarm = vevent.getFirstSubcomponent('valarm');
    const trigger = alarm?.getFirstProperty('trigger');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(trigger?.getParameter('related')).toBe('END');
    expect((trigger?.getFirstValue() as ICAL.Duration).toSeconds()).toBe(-600);
  });

  it('is right across the end of summer time in Zagreb (last Sunday of October)', () => {
    // Server wall-clock times (no offset) in Zagreb: 01:30 CEST to 03:30 CET is three hours.
    const start = parseZoneTime('2026-10-25T01:30:00');
    const end = parseZoneTime('2026-10-25T03:30:00');
    if (!start || !end) throw new Error('unparsed');
    const { event: parsed } = parse(calendarFile(event({ start, end })));
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(parsed.duration.toSeconds()).toBe(3 * 3600);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const summary = 'Parkiranje: Zona; "Žabica", obala\\ Ćićarija\n'.repeat(4);
    const ics = calendarFile(event({ summary }));
    expect(ics).toContain('SUMMARY:Parkiranje: Zona\\; "Žabica"\\, obala\\\\ Ćićarija\\n');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(ics).event.summary).toBe(summary);

    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`X:${'ž'.repeat(60)}`).split('\r\n');
    expect(folded.map((line) => new TextEncoder().encode(line).length)).toEqual([74, 49]);
    expect(folded[1].startsWith(' ')).toBe(true);
  });

  it('is saved as Parking_{ticketNumber}.ics', () => {
    expect(ticketCalendarFileName('1000')).toBe('Parking_1000.ics');
  });
});
