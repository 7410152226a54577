import { OMITTED, quotedText } from '@/lib/quoted-text';

describe('quotedText', () => {
  it.each([
    ['call +385 91 234 5678 for a refund', `call ${OMITTED} for a refund`],
    ['Call (01) 234-5678 now', `Call ${OMITTED} now`],
    ['Nazovite 091/234-567!', `Nazovite ${OMITTED}!`],
    ['Pay to HR12 3456 7890 1234 5678 9', `Pay to HR${OMITTED}`],
    ['Reference 123456.', `Reference ${OMITTED}.`],
    // Digits of other scripts are digits too.
    ['Call ٠٩١٢٣٤٥٦٧٨ now', `Call ${OMITTED} now`],
    ['Call ０９１２３４５６７ now', `Call ${OMITTED} now`],
  ])('leaves out a number of six digits or more: %s', (text, quoted) => {
    expect(quotedText(text)).toBe(quoted);
  });

  it.each([
    ['Amount 12.50 EUR, error 40312.'],
    ['Transaction declined.'],
    ['Card expired at the bank.'],
    ['Try again in 5 minutes (code 12-34).'],
  ])('keeps short numbers and plain words: %s', (text) => {
    expect(quotedText(text)).toBe(text);
  });

  it.each([
    ['Pay at https://evil.example/pay?x=1 now', `Pay at ${OMITTED} now`],
    ['Go to www.refund-vpa.example today', `Go to ${OMITTED} today`],
    ['Write to refunds@evil.example.', `Write to ${OMITTED}`],
    ['Pay at refund-vpa.example/pay now', `Pay at ${OMITTED} now`],
    ['Pay at plaćanje.primjer.hr', `Pay at ${OMITTED}`],
    ['Open javascript:alert(1)', `Open ${OMITTED}`],
    ['Ring tel:+38591234567', `Ring ${OMITTED}`],
    ['<a href="https://evil.example/">Pay here instead</a>', `<a href="${OMITTED}">Pay here instead</a>`],
  ])('leaves out web and e-mail addresses: %s', (text, quoted) => {
    expect(quotedText(text)).toBe(quoted);
  });

  it('joins what was left out side by side into one mark', () => {
    expect(quotedText('Call +385 91 234 5678 or evil.example or 0912345678.')).toBe(
      `Call ${OMITTED} or ${OMITTED} or ${OMITTED}.`,
    );
    expect(quotedText('+385 91 234 5678 https://evil.example')).toBe(OMITTED);
  });

  it('sanitises first: a number split by invisible or direction characters is still left out', () => {
    expect(quotedText('Call \u202e8765 432 19 583+\u202c or 0\u200b91\u200d234\u2060567')).toBe(
      `Call ${OMITTED} or ${OMITTED}`,
    );
  });

  it('caps the length and is empty for nothing', () => {
    expect(Array.from(quotedText('A'.repeat(500), 50))).toHaveLength(50);
    expect(quotedText(null)).toBe('');
    expect(quotedText(' \u200b ')).toBe('');
  });
});
