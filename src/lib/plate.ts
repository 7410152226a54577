// Licence plates: letters A-Z and digits only, shown and sent upper case (spec section 5).
export const PLATE_PATTERN = /^[A-Z0-9]+$/;
export const PLATE_MAX_LENGTH = 12;

export function normalisePlateInput(value: string): string {
  return value.toUpperCase().slice(0, PLATE_MAX_LENGTH);
}

export function isValidPlate(value: string): boolean {
  return PLATE_PATTERN.test(value);
}
