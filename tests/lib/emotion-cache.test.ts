import { CSP_NONCE_PLACEHOLDER } from '@/lib/csp-nonce';
import { createEmotionCache, readCspNonce } from '@/lib/emotion-cache';

function docWithNonce(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.setAttribute('content', content);
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('readCspNonce', () => {
  it('reads the nonce nginx wrote into the page ($request_id is 32 hex digits)', () => {
    expect(readCspNonce(docWithNonce('9f34dcfcaf3327ded2e1e7518f5171c7'))).toBe(
      '9f34dcfcaf3327ded2e1e7518f5171c7',
    );
    expect(readCspNonce(docWithNonce('q1w2e3r4t5y6u7i8o9p0AA=='))).toBe('q1w2e3r4t5y6u7i8o9p0AA==');
  });

  it.each([
    ['no meta tag', null],
    ['the placeholder a server did not replace', CSP_NONCE_PLACEHOLDER],
    ['something too short to be random', 'abc'],
    ['markup', '"><style>*{}</style>'],
    ['blanks inside', 'abcd efgh ijkl mnop'],
  ])('gives undefined for %s', (_, content) => {
    expect(readCspNonce(docWithNonce(content))).toBeUndefined();
  });
});

describe('createEmotionCache', () => {
  it('puts the nonce on the style elements it inserts', () => {
    const cache = createEmotionCache('9f34dcfcaf3327ded2e1e7518f5171c7');
    cache.sheet.insert('.x{color:red}');
    const tag = cache.sheet.tags.at(-1);
    expect(tag?.getAttribute('nonce')).toBe('9f34dcfcaf3327ded2e1e7518f5171c7');
    cache.sheet.flush();
  });
});
