import {
  hasOtherScript,
  isValidPlate,
  nameLookAlikes,
  normalisePlateField,
  normalisePlateInput,
  PLATE_MAX_LENGTH,
  suggestPlate,
} from '@/lib/plate';

describe('normalisePlateInput: the plate as printed becomes the plate as on documents', () => {
  it.each([
    ['ŠI 123-AB', 'SI123AB'],
    ['ši 123-ab', 'SI123AB'],
    ['ČK 1234-A', 'CK1234A'],
    ['čk1234a', 'CK1234A'],
    ['KŽ 555-BC', 'KZ555BC'],
    ['PŽ 12-34', 'PZ1234'],
    ['VŽ 1234-Š', 'VZ1234S'],
    ['ŽU 999-Ž', 'ZU999Z'],
    ['žu 999-ž', 'ZU999Z'],
    ['ZG 123-Ć', 'ZG123C'],
    ['ZG 123-ć', 'ZG123C'],
    ['ZG 123-Đ', 'ZG123D'],
    ['zg 123-đ', 'ZG123D'],
  ])('%s -> %s', (typed, plate) => {
    expect(normalisePlateInput(typed)).toBe(plate);
    expect(isValidPlate(normalisePlateInput(typed))).toBe(true);
  });

  it('drops spaces (also no-break and tabs), hyphens, dashes and dots', () => {
    expect(normalisePlateInput('RI 1234 AB')).toBe('RI1234AB');
    expect(normalisePlateInput('RI\u00a01234\tAB')).toBe('RI1234AB');
    expect(normalisePlateInput('RI-1234-AB')).toBe('RI1234AB');
    expect(normalisePlateInput('RI–1234—AB')).toBe('RI1234AB');
    expect(normalisePlateInput('RI.1234.AB')).toBe('RI1234AB');
    expect(normalisePlateInput(' . - ')).toBe('');
  });

  it('takes a pasted plate whole and never cuts it: a longer one is refused, not shortened', () => {
    expect(normalisePlateInput('  ŠI 123-AB  ')).toBe('SI123AB');
    expect(normalisePlateInput('AB 12 CD 34 EF 56')).toBe('AB12CD34EF56');
    expect(isValidPlate('AB12CD34EF56')).toBe(true);
    expect(normalisePlateInput('AB 12 CD 34 EF 5678')).toBe('AB12CD34EF5678');
    expect(isValidPlate('AB12CD34EF567')).toBe(false);
    expect(PLATE_MAX_LENGTH).toBe(12);
  });

  it('upper-cases a mixed-case foreign plate and keeps it otherwise', () => {
    expect(normalisePlateInput('m-Ab 1234')).toBe('MAB1234');
    expect(normalisePlateInput('Wi 123 Xy')).toBe('WI123XY');
  });

  it('folds other letters with diacritics by decomposition, and the ones that do not decompose', () => {
    expect(normalisePlateInput('ÄÖÜ éàñ')).toBe('AOUEAN');
    expect(normalisePlateInput('Łø')).toBe('LO');
    expect(normalisePlateInput('ß')).toBe('SS');
    // A combining caron typed after its letter.
    expect(normalisePlateInput('S\u030cI1')).toBe('SI1');
  });

  it('leaves what is not a letter or a digit, so that the plate is refused', () => {
    expect(normalisePlateInput('ri#12')).toBe('RI#12');
    expect(isValidPlate(normalisePlateInput('ri#12'))).toBe(false);
    expect(isValidPlate(normalisePlateInput('RI12🚗'))).toBe(false);
    expect(isValidPlate(normalisePlateInput('RI/12'))).toBe(false);
  });
});

// Plates that look right but were typed on another keyboard, in full-width forms or
// with invisible characters pasted along.
describe('normalisePlateInput: letters of other scripts that look Latin, and invisible characters', () => {
  it.each([
    ['АА 1234-ВК', 'AA1234BK'], // Ukrainian (Kyiv), Cyrillic
    ['аа1234вк', 'AA1234BK'],
    ['СА 1234 ВХ', 'CA1234BX'], // Bulgarian (Sofia), Cyrillic
    ['ВG 123-ТО', 'BG123TO'], // Cyrillic В and Т and О mixed with Latin letters
    ['ЈЅ 123', 'JS123'], // Serbian Ј and Macedonian Ѕ
    ['іо 12', 'IO12'], // Ukrainian і
    ['Ї 12', 'I12'], // decomposes to І and a diaeresis
    ['Ё 12', 'E12'],
    ['ΙΚΥ 1234', 'IKY1234'], // Greek (Heraklion)
    ['ικυ 1234', 'IKY1234'],
    ['ΥΗΜ-5678', 'YHM5678'],
    ['Ά 1', 'A1'], // with a tonos
  ])('%s -> %s', (typed, plate) => {
    expect(normalisePlateInput(typed)).toBe(plate);
    expect(isValidPlate(normalisePlateInput(typed))).toBe(true);
  });

  it('maps the whole Cyrillic table, upper and lower case', () => {
    expect(normalisePlateInput('АВЕКМНОРСТУХІЈЅ')).toBe('ABEKMHOPCTYXIJS');
    expect(normalisePlateInput('авекмнорстухіјѕ')).toBe('ABEKMHOPCTYXIJS');
  });

  it('maps the whole Greek table, upper and lower case', () => {
    expect(normalisePlateInput('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ')).toBe('ABEZHIKMNOPTYX');
    expect(normalisePlateInput('αβεζηικμνορτυχ')).toBe('ABEZHIKMNOPTYX');
  });

  it('folds full-width and other compatibility forms', () => {
    expect(normalisePlateInput('ＺＧ１２３４ＡＢ')).toBe('ZG1234AB');
    expect(normalisePlateInput('ｚｇ\u3000１２３４－ａｂ')).toBe('ZG1234AB');
    expect(normalisePlateInput('Ⓩⓖ①②③')).toBe('ZG123');
    expect(normalisePlateInput('ZG１２３４ab')).toBe('ZG1234AB');
  });

  it.each([
    ['ZERO WIDTH SPACE', '\u200b'],
    ['ZERO WIDTH NON-JOINER', '\u200c'],
    ['ZERO WIDTH JOINER', '\u200d'],
    ['WORD JOINER', '\u2060'],
    ['BYTE ORDER MARK', '\ufeff'],
    ['SOFT HYPHEN', '\u00ad'],
    ['LEFT-TO-RIGHT MARK', '\u200e'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
    ['FIRST STRONG ISOLATE', '\u2068'],
    ['ARABIC LETTER MARK', '\u061c'],
  ])('drops a %s pasted along', (_name, char) => {
    expect(normalisePlateInput(`${char}ZG${char}1234AB${char}`)).toBe('ZG1234AB');
  });

  it('keeps letters without a Latin look-alike, so that the plate is refused for its script', () => {
    expect(normalisePlateInput('ЖК 1234')).toBe('ЖK1234');
    expect(normalisePlateInput('дд1')).toBe('ДД1');
    expect(normalisePlateInput('Λ 12')).toBe('Λ12');
    for (const typed of ['ЖК 1234', 'дд1', 'Λ 12', 'ψ1', 'بب 123', '京A12345', 'АА1234ЖК']) {
      const plate = normalisePlateInput(typed);
      expect(isValidPlate(plate)).toBe(false);
      expect(hasOtherScript(plate)).toBe(true);
    }
  });

  it('hasOtherScript: only letters of another script, not symbols or Latin letters', () => {
    expect(hasOtherScript('ZG1234AB')).toBe(false);
    expect(hasOtherScript('RI#12')).toBe(false);
    expect(hasOtherScript('RI12🚗')).toBe(false);
    expect(hasOtherScript('ÞÓR1')).toBe(false);
    expect(hasOtherScript('')).toBe(false);
  });
});

describe('normalisePlateField: the caret stays where the visitor is typing', () => {
  function field(value: string, caret: number) {
    const input = document.createElement('input');
    document.body.append(input);
    input.value = value;
    input.focus();
    input.setSelectionRange(caret, caret);
    return input;
  }
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves the caret back by the characters dropped before it', () => {
    // `ŠI 123-AB` typed up to the hyphen, the caret after it.
    const input = field('SI123-', 6);
    expect(normalisePlateField(input)).toBe('SI123');
    expect(input.value).toBe('SI123');
    expect(input.selectionStart).toBe(5);
  });

  it('keeps the caret in the middle when a space is typed there', () => {
    const input = field('RI12 34AB', 5);
    expect(normalisePlateField(input)).toBe('RI1234AB');
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });

  it('puts the caret after a pasted plate', () => {
    const input = field('ŠI 123-AB', 9);
    expect(normalisePlateField(input)).toBe('SI123AB');
    expect(input.selectionStart).toBe(7);
  });

  it('keeps the caret when a Cyrillic letter becomes a Latin one', () => {
    const input = field('АА12', 2);
    expect(normalisePlateField(input)).toBe('AA12');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps the caret after a full-width digit typed in the middle', () => {
    const input = field('ZG1２34AB', 4);
    expect(normalisePlateField(input)).toBe('ZG1234AB');
    expect(input.selectionStart).toBe(4);
  });

  it('moves the caret back over a zero-width space pasted before it', () => {
    const input = field('ZG\u200b1234AB', 7);
    expect(normalisePlateField(input)).toBe('ZG1234AB');
    expect(input.selectionStart).toBe(6);
  });

  it('keeps a plate that is too long whole, caret at its end', () => {
    const input = field('AB 12 CD 34 EF 5678', 19);
    expect(normalisePlateField(input)).toBe('AB12CD34EF5678');
    expect(input.value).toBe('AB12CD34EF5678');
    expect(input.selectionStart).toBe(14);
  });

  it('leaves a value that needs nothing alone', () => {
    const input = field('RI123AB', 3);
    expect(normalisePlateField(input)).toBe('RI123AB');
    expect(input.selectionStart).toBe(3);
  });
});

describe('suggestPlate: look-alikes in a Croatian plate', () => {
  it.each([
    ['RI1O3AB', 'RI103AB', ['O']],
    ['ZGO123AB', 'ZG0123AB', ['O']],
    ['ZG12I4AB', 'ZG1214AB', ['I']],
    ['R1123AB', 'RI123AB', ['1']],
    ['ZG1234A0', 'ZG1234AO', ['0']],
    ['0S123AB', 'OS123AB', ['0']],
    ['ST123A1', 'ST123AI', ['1']],
    ['R11O3AB', 'RI103AB', ['1', 'O']],
    ['ZGIOO4AB', 'ZG1004AB', ['I', 'O']],
  ])('%s reads as %s', (typed, plate, check) => {
    expect(suggestPlate(typed)).toEqual({ plate, check });
  });

  it.each(['ZG1234AB', 'RI123AB', 'SI123AB', 'ZG123A', 'ZG1234A', 'OS1001IO', 'ZG1010AI'])(
    'has nothing to say about the valid Croatian plate %s',
    (plate) => {
      expect(suggestPlate(plate)).toBeNull();
    },
  );

  it('says nothing while the letters are still to be typed', () => {
    expect(suggestPlate('ZG1231')).toBeNull();
    expect(suggestPlate('ZG120')).toBeNull();
  });

  it.each([
    'MAB1234', // Munich
    'WI123XY0', // too long for the Croatian shape
    'LJO1234', // Ljubljana
    'AB12CD34EF56',
    'ABC',
    '1234',
    'RI1O3', // no letters at the end yet
    'RI1O3ABC',
  ])('gives a plate of another shape (%s) no warning', (plate) => {
    expect(suggestPlate(plate)).toBeNull();
  });

  it('picks the reading with the fewest changes', () => {
    // Three digits and "OI", or four digits and "I": the first changes one character less.
    expect(suggestPlate('ZG1O1O1')).toEqual({ plate: 'ZG101OI', check: ['O', '1'] });
  });
});

describe('nameLookAlikes', () => {
  it('names the characters to check as a list in the visitor language', () => {
    const names = {
      letterO: 'the letter O',
      letterI: 'the letter I',
      digit0: 'the digit 0',
      digit1: 'the digit 1',
    };
    expect(nameLookAlikes(['O'], (key) => names[key], 'en')).toBe('the letter O');
    expect(nameLookAlikes(['1', 'O'], (key) => names[key], 'en')).toBe('the digit 1 and the letter O');
    expect(nameLookAlikes(['1', 'O'], (key) => key, 'hr')).toBe('digit1 i letterO');
  });
});
