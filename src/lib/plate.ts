// Licence plates: letters A-Z and digits only, shown and sent upper case, and without spaces or
// diacritics, as they appear on the ticket and the invoice. Visitors may type them as printed
// (`ŠI 123-AB`), on a Cyrillic or Greek keyboard (`АА 1234-ВК`), in full-width forms or with
// invisible characters pasted along: the field turns all that into `SI123AB` or `AA1234BK` as they
// type (docs/decisions/015).
import { foldFieldInPlace } from './fold-field';

export const PLATE_PATTERN = /^[A-Z0-9]+$/;
/** The longest plate, after normalisation. Longer input is kept and refused, never cut. */
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
  ẞ: 'SS', // capital sharp s (ß itself upper-cases to SS)
};
const UNDECOMPOSED_PATTERN = /[ĐÐŁØĦŦÆŒẞ]/g;

/**
 * Capital Cyrillic and Greek letters drawn like a Latin capital, mapped to that capital (lower
 * case is upper-cased first). These are the letters Ukrainian, Bulgarian, Russian (Cyrillic) and
 * Greek plates are made of, and what a driver types on such a keyboard when copying a Latin plate.
 * Mapped by the shape of the capital, not by sound: Cyrillic Н is H, Р is P, С is C, У is Y, Х
 * is X and В is B; Greek Η is H, Ρ is P, Χ is X, Υ is Y. Letters whose capital has no Latin twin
 * (Cyrillic Д, Ж, И, Л, П; Greek Γ, Δ, Λ, Π, Σ ...) are left alone, and the plate is refused with a
 * request to type it in Latin letters.
 */
const LOOK_ALIKE_LATIN: Record<string, string> = {
  // Cyrillic
  А: 'A', // U+0410
  В: 'B', // U+0412
  Е: 'E', // U+0415
  К: 'K', // U+041A
  М: 'M', // U+041C
  Н: 'H', // U+041D
  О: 'O', // U+041E
  Р: 'P', // U+0420
  С: 'C', // U+0421
  Т: 'T', // U+0422
  У: 'Y', // U+0423
  Х: 'X', // U+0425
  І: 'I', // U+0406, Ukrainian and Belarusian
  Ј: 'J', // U+0408, Serbian and Macedonian
  Ѕ: 'S', // U+0405, Macedonian
  // Greek
  Α: 'A', // U+0391
  Β: 'B', // U+0392
  Ε: 'E', // U+0395
  Ζ: 'Z', // U+0396
  Η: 'H', // U+0397
  Ι: 'I', // U+0399
  Κ: 'K', // U+039A
  Μ: 'M', // U+039C
  Ν: 'N', // U+039D
  Ο: 'O', // U+039F
  Ρ: 'P', // U+03A1
  Τ: 'T', // U+03A4
  Υ: 'Y', // U+03A5
  Χ: 'X', // U+03A7
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKE_LATIN).join('')}]`, 'gu');
/** What is printed or typed between the parts of a plate: spaces, hyphens and dashes, dots. */
const SEPARATORS = /[\s.\-\u00b7\u2010-\u2015\u2212]/g;
/** Format characters (zero-widths, direction marks, BOM, soft hyphen ...): never seen, never kept. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const COMBINING_MARKS = /\p{M}/gu;
/** A letter of a script other than Latin, left after folding: Ж, Д, Λ, ب, 京 ... */
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/**
 * Upper case, compatibility forms folded (full-width `Ｚ` -> `Z`, `１` -> `1`), diacritics removed,
 * Cyrillic and Greek look-alikes made Latin, format characters dropped; separators and other
 * characters kept, nothing cut. For any code typed from print (a plate, a fine number): works
 * character by character, so the fold of a prefix is a prefix of the fold (the caret).
 */
export function foldLatin(value: string): string {
  return (
    value
      // NFKD before upper-casing, as some compatibility forms fold to a small letter (`ℓ` -> `l`);
      // after it again, as upper-casing may give a letter that decomposes.
      .normalize('NFKD')
      .toUpperCase()
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter])
      .replace(LOOK_ALIKE_PATTERN, (letter) => LOOK_ALIKE_LATIN[letter])
      .replace(FORMAT_CHARACTERS, '')
  );
}

/** foldLatin, and the separators printed between the parts of a plate dropped. */
function foldPlate(value: string): string {
  return foldLatin(value).replace(SEPARATORS, '');
}

/**
 * A plate as typed or pasted (`ši 123-ab`, `АА 1234-ВК`) in the form it is shown and sent
 * (`SI123AB`, `AA1234BK`). Not cut: a plate longer than PLATE_MAX_LENGTH stays so and is refused.
 */
export function normalisePlateInput(value: string): string {
  return foldPlate(value);
}

/** A normalised plate the API takes: letters A-Z and digits, at most PLATE_MAX_LENGTH of them. */
export function isValidPlate(value: string): boolean {
  return value.length <= PLATE_MAX_LENGTH && PLATE_PATTERN.test(value);
}

/**
 * Whether a normalised plate holds a letter of another script with no Latin look-alike (`ЖK1234`):
 * such a plate gets its own message (type it in Latin letters), not the one on special characters.
 */
export function hasOtherScript(value: string): boolean {
  return OTHER_SCRIPT_LETTER.test(value);
}

/**
 * Normalises a plate field's text in place and keeps the caret after the character it followed,
 * so that removing a space or a hyphen before it does not make it jump. Call it from the change
 * handler, before the controlled value is updated; returns the new value.
 */
export function normalisePlateField(input: HTMLInputElement): string {
  return foldFieldInPlace(input, foldPlate);
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
