import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField } from '@/components/form/select-field';

const CITIES = [
  { value: '1', label: 'Rijeka' },
  { value: '2', label: 'Opatija' },
];

function City({ error, disabled }: { error?: string; disabled?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      id="city"
      label="City"
      field={{
        name: 'city',
        value,
        onChange: (event) => setValue(event.target.value),
        onBlur: () => undefined,
        ref: () => undefined,
      }}
      options={CITIES}
      placeholder="Select a city"
      error={error}
      disabled={disabled}
    />
  );
}

/** The outline's gap for the label is as wide as its hidden legend's text. */
const notchOf = (select: HTMLElement) => select.parentElement?.querySelector('fieldset legend')?.textContent;
/** What the label above the outline shows, its required mark included. */
const labelOf = (container: HTMLElement) => container.querySelector('label')?.textContent;

describe('SelectField', () => {
  test('a required select named by its label, the empty choice first, chosen by the user', async () => {
    const user = userEvent.setup();
    render(<City />);
    const select = screen.getByRole('combobox', { name: /city/i });
    expect(select).toBeRequired();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a city',
      'Rijeka',
      'Opatija',
    ]);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Opatija');
    expect(select).toHaveValue('2');
    expect(select).not.toHaveAccessibleDescription();
  });

  test("the outline's gap holds the label and its required mark once, as the label shows them", () => {
    const { container } = render(<City />);
    const select = screen.getByRole('combobox', { name: /city/i });
    expect(labelOf(container)).toBe('City\u2009*');
    expect(notchOf(select)).toBe(labelOf(container));
  });

  test('in error, the message is under the select and describes it', () => {
    render(<City error="Select a city." />);
    const select = screen.getByRole('combobox', { name: /city/i });
    expect(select).toHaveAccessibleDescription('Select a city.');
    expect(select).toBeInvalid();
  });

  test('disabled: the select only, its label keeps its colour', () => {
    const { container } = render(<City disabled />);
    expect(screen.getByRole('combobox', { name: /city/i })).toBeDisabled();
    expect(container.querySelector('label')).not.toHaveClass('Mui-disabled');
  });
});
