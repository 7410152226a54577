// Licence plates: letters A-Z and digits only, shown and sent upper case, and without spaces or
// diacritics as they appear on documents (spec section 5). Visitors may type them as printed
// (`ŠI 123-AB`): the field turns that into `SI123AB` as they type (docs/decisions/015).
export const PLATE_PATTERN = /^[A-Z0-9]+$/;
/** The longest plate, after normalisation. */
export const PLATE_MAX_LENGTH = 12;

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  Đ: 'D', // Croatian; U+0110
  Ð: 'D', // Icelandic eth, drawn like Đ
  Ł: 'L',
  Ø: 'O',
  Ħ: 'H',
  Ŧ: 'T',
  Æ: 'AE',
  Œ: 'OE',
};
const UNDECOMPOSED_PATTERN = /[ĐÐŁØĦŦÆŒ]/g;
/** What is printed or typed between the parts of a plate: spaces, hyphens and dashes, dots. */
const SEPARATORS = /[\s.\-\u00b7\u2010-\u2015\u2212]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Upper case, separators dropped, diacritics removed; not cut to length. */
function foldPlate(value: string): string {
  return value
    .toUpperCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter])
    .replace(SEPARATORS, '');
}

/** A plate as typed or pasted (`ši 123-ab`) in the form it is shown and sent (`SI123AB`). */
export function normalisePlateInput(value: string): string {
  return foldPlate(value).slice(0, PLATE_MAX_LENGTH);
}

export function isValidPlate(value: string): boolean {
  return PLATE_PATTERN.test(value);
}

/**
 * Normalises a plate field's text in place and keeps the caret after the character it followed,
 * so that removing a space or a hyphen before it does not make it jump. Call it from the change
 * handler, before the controlled value is updated; returns the new value.
 */
export function normalisePlateField(input: HTMLInputElement): string {
  const { value, selectionStart } = input;
  const next = normalisePlateInput(value);
  if (next === value) return next;
  const caret =
    selectionStart === null
      ? next.length
      : Math.min(foldPlate(value.slice(0, selectionStart)).length, next.length);
  input.value = next;
  // Only the focused field has a caret to keep (a value set by a script has none).
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  return next;
}

/** A character that reads like another: the letters O and I and the digits 0 and 1. */
export type LookAlike = 'O' | 'I' | '0' | '1';
export type PlateSuggestion = {
  /** The plate as it most likely reads. */
  plate: string;
  /** The characters of the typed plate that were read differently, each once, in order. */
  check: LookAlike[];
};

const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I' };
const AS_DIGIT: Record<string, string> = { O: '0', I: '1' };
const LETTER = /^[A-Z]$/;
const DIGIT = /^\d$/;
/** A Croatian plate: area code, 3 or 4 digits, 1 or 2 letters (`ZG1234AB`, `RI123A`). */
const CROATIAN_PLATE = /^[A-Z]{2}\d{3,4}[A-Z]{1,2}$/;
/** A Croatian plate whose letters are still to be typed (`ZG1231`): nothing to warn about yet. */
const CROATIAN_WITHOUT_LETTERS = /^[A-Z]{2}\d{3,4}$/;

/**
 * The likely reading of a plate that has the Croatian shape but for an O or I among its digits or
 * a 0 or 1 among its letters (`RI1O3AB` -> `RI103AB`), or null: for a plate of that shape, for
 * one that cannot take it by swapping those characters (foreign plates), and for a plate that is
 * still being typed. A warning only: such a plate may be right.
 */
export function suggestPlate(plate: string): PlateSuggestion | null {
  if (CROATIAN_PLATE.test(plate) || CROATIAN_WITHOUT_LETTERS.test(plate)) return null;
  let best: { plate: string; changed: string[] } | null = null;
  for (const digits of [3, 4]) {
    const letters = plate.length - 2 - digits;
    if (letters < 1 || letters > 2) continue;
    const read: string[] = [];
    const changed: string[] = [];
    for (let index = 0; index < plate.length; index += 1) {
      const char = plate[index];
      const wantDigit = index >= 2 && index < 2 + digits;
      const swapped = (wantDigit ? AS_DIGIT : AS_LETTER)[char] ?? char;
      if (!(wantDigit ? DIGIT : LETTER).test(swapped)) break;
      if (swapped !== char) changed.push(char);
      read.push(swapped);
    }
    if (read.length === plate.length && (!best || changed.length < best.changed.length)) {
      best = { plate: read.join(''), changed };
    }
  }
  if (!best) return null;
  return { plate: best.plate, check: [...new Set(best.changed)] as LookAlike[] };
}

const LOOK_ALIKE_NAMES = { O: 'letterO', I: 'letterI', '0': 'digit0', '1': 'digit1' } as const;
export type LookAlikeName = (typeof LOOK_ALIKE_NAMES)[LookAlike];

/** The characters to check, named in the visitor's language: "the letter O and the digit 1". */
export function nameLookAlikes(
  check: readonly LookAlike[],
  name: (key: LookAlikeName) => string,
  language: string,
): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    check.map((char) => name(LOOK_ALIKE_NAMES[char])),
  );
}
