import { describe, expect, it } from 'vitest';
import { linkedZoneCode } from '@/lib/zone-code';

describe('linkedZoneCode', () => {
  it('gives the zone code the query names', () => {
    expect(linkedZoneCode('?z=KRK-1')).toBe('KRK-1');
    expect(linkedZoneCode(new URLSearchParams('z=ri.centar_2&lang=de'))).toBe('ri.centar_2');
  });

  it('takes the first of two, as every screen reads the address', () => {
    expect(linkedZoneCode('?z=A1&z=B2')).toBe('A1');
  });

  it('gives null when the query names none, or an implausible one', () => {
    for (const search of ['', '?zone=A1', '?z=', '?z=-A1', '?z=A%2FB', `?z=${'A'.repeat(41)}`, '?z=%3Cb%3E'])
      expect(linkedZoneCode(search), search).toBeNull();
  });
});
