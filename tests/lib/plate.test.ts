import {
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

  it('takes a pasted plate whole, then cuts it to the longest plate', () => {
    expect(normalisePlateInput('  ŠI 123-AB  ')).toBe('SI123AB');
    expect(normalisePlateInput('AB 12 CD 34 EF 56')).toBe('AB12CD34EF56');
    expect(normalisePlateInput('AB 12 CD 34 EF 5678')).toHaveLength(PLATE_MAX_LENGTH);
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
