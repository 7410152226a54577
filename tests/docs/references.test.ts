// @vitest-environment node
// A reference to a document outside the repository (an issue number, a section of the spec or of
// the API contract) sends the reader to something they do not have: one fails here, with the file
// and its lines (scripts/reference-count.mjs, CONTRIBUTING.md).
import { describe, expect, test } from 'vitest';
import { countInLine, countReferences, referencesIn } from '../../scripts/reference-count.mjs';

describe('references to documents outside the repository', () => {
  test('no file holds one', () => {
    const found = Object.keys(countReferences()).map(
      (file) =>
        `${file}: say the reason, or link to docs/ instead:\n` +
        referencesIn(file)
          .map(({ line, text }) => `  ${line}: ${text}`)
          .join('\n'),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  test('the count sees each kind of reference, and not words that only look like one', () => {
    // Put together here, so that this file itself holds none.
    const section = ' section';
    const issue = 'issue';
    expect(countInLine(`as ${issue} 7 asked`)).toBe(1);
    expect(countInLine(`${issue.toUpperCase()}S 3 and 4`)).toBe(1);
    expect(countInLine(`spec${section} 2 and specification${section} 9`)).toBe(2);
    expect(countInLine(`(api-contract${section} 2)`)).toBe(1);
    expect(countInLine('tissue 5, the issue at hand, a section of the spec, docs/backend-contract.md')).toBe(
      0,
    );
  });
});
