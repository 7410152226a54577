import { render, screen } from '@testing-library/react';
import { PageHeading } from '@/components/page-heading';

// WCAG 1.4.4 (text at 200 %): a long compound word must never be cut off at the screen's edge. It
// is hyphenated where the browser knows the language's rules, else broken anywhere.
test('the page heading hyphenates long words, and breaks them anywhere where it cannot', () => {
  render(<PageHeading>Stundenparkschein</PageHeading>);
  const heading = screen.getByRole('heading', { level: 1, name: 'Stundenparkschein' });
  expect(getComputedStyle(heading).hyphens).toBe('auto');
  expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
});
