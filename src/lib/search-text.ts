// Text matching for search fields: visitors type on phone keyboards, often without Croatian
// letters, so `porec` must find `POREČ` and `dakovo` or `djakovo` must find `ĐAKOVO`.

// Combining marks left over after NFD decomposition (č -> c + caron).
const DIACRITICS = /\p{M}/gu;
const SPACES = /\s+/g;

/**
 * Lower case, no diacritics, single spaces. `đ` has no decomposition in Unicode, so it is
 * written out; `dj` chooses between the two ways people type it (`d` and `dj`).
 */
function fold(value: string, dj: 'd' | 'dj'): string {
  return value
    .toLocaleLowerCase('hr')
    .replace(/đ/g, dj)
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(SPACES, ' ')
    .trim();
}

/** The form a search compares; for `đ` the shorter spelling (`d`). */
export function normaliseSearchText(value: string): string {
  return fold(value, 'd');
}

/** True when `query` occurs in any of `texts`, ignoring case, diacritics and extra spaces. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const needles = new Set([fold(query, 'd'), fold(query, 'dj')]);
  if (needles.has('')) return true;
  return texts.some((text) => {
    const haystacks = [fold(text, 'd'), fold(text, 'dj')];
    return haystacks.some((haystack) => [...needles].some((needle) => haystack.includes(needle)));
  });
}
