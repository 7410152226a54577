import { matchesSearch, normaliseSearchText } from '@/lib/search-text';

describe('normaliseSearchText', () => {
  test.each([
    ['POREČ', 'porec'],
    ['Čakovec', 'cakovec'],
    ['Šibenik', 'sibenik'],
    ['Žminj', 'zminj'],
    ['Ćićarija', 'cicarija'],
    ['ĐAKOVO', 'dakovo'],
    ['  Novi   Vinodolski ', 'novi vinodolski'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  test('ignores case and Croatian diacritics', () => {
    expect(matchesSearch('porec', 'POREČ')).toBe(true);
    expect(matchesSearch('POREC', 'Poreč')).toBe(true);
    expect(matchesSearch('poreč', 'POREC')).toBe(true);
    expect(matchesSearch('sibe', 'ŠIBENIK')).toBe(true);
  });

  test('accepts both ways of typing đ', () => {
    expect(matchesSearch('dakovo', 'ĐAKOVO')).toBe(true);
    expect(matchesSearch('djakovo', 'ĐAKOVO')).toBe(true);
    expect(matchesSearch('đakovo', 'Djakovo')).toBe(true);
    expect(matchesSearch('Đak', 'đakovo')).toBe(true);
  });

  test('matches any part of any of the texts', () => {
    expect(matchesSearch('jek', 'RIJEKA')).toBe(true);
    expect(matchesSearch('grad', 'KRK', 'Krk (grad)')).toBe(true);
    expect(matchesSearch('zagreb', 'RIJEKA', 'Rijeka')).toBe(false);
  });

  test('an empty or blank query matches everything', () => {
    expect(matchesSearch('', 'RIJEKA')).toBe(true);
    expect(matchesSearch('   ', 'RIJEKA')).toBe(true);
  });

  test('does not treat c and č as different letters, but does not invent matches', () => {
    expect(matchesSearch('pore', 'POREČ')).toBe(true);
    expect(matchesSearch('porez', 'POREČ')).toBe(false);
  });
});
