// Fields whose text is folded as it is typed or pasted (a plate, a fine number): the field shows
// the folded text at once, and the caret stays after the character it followed.

/**
 * Folds a text field's value in place with `fold` and keeps the caret after the character it
 * followed, so that removing a space or a hyphen before it does not make it jump. `fold` must work
 * character by character (the fold of a prefix is a prefix of the fold). Call it from the change
 * handler, before the controlled value is updated; returns the new value.
 */
export function foldFieldInPlace(
  input: HTMLInputElement | HTMLTextAreaElement,
  fold: (value: string) => string,
): string {
  const { value, selectionStart } = input;
  const next = fold(value);
  if (next === value) return next;
  // What precedes the caret folds to what precedes it after.
  const caret =
    selectionStart === null
      ? next.length
      : Math.min(fold(value.slice(0, selectionStart)).length, next.length);
  input.value = next;
  // Only the focused field has a caret to keep (a value set by a script has none).
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  return next;
}
