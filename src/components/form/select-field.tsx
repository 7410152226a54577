import { memo, type ChangeEventHandler, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

type SelectOptions = readonly { value: string; label: string }[];

/** What a form gives its field (react-hook-form's `field` fits): kept stable by the form. */
type SelectFieldBinding = {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: () => void;
  ref: Ref<HTMLSelectElement>;
};

type Props = {
  id: string;
  label: string;
  field: SelectFieldBinding;
  /** Kept by the caller (useMemo), so that a memoised select is not drawn again for nothing. */
  options: SelectOptions;
  /** An empty first choice with this text ("Choose a city", "Loading…"). */
  placeholder?: string;
  /**
   * The message under the select (id `${id}-error`): while there is one, the select is in error
   * and described by it.
   */
  error?: string | null;
  /** Only the select: a greyed label would fall below text contrast. */
  disabled?: boolean;
};

/**
 * A required native select in the outlined look of TextInput: its label always above it, and the
 * native list a phone shows best. Memoised: a form's submit, errors or toast draw it again only when
 * one of its own props changed (on a slow phone, long option lists were most of that work).
 */
export const SelectField = memo(function SelectField({
  id,
  label,
  field,
  options,
  placeholder,
  error,
  disabled,
}: Props) {
  const inError = Boolean(error);
  const errorId = `${id}-error`;
  return (
    <FormControl fullWidth required error={inError}>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect
        // The bare label: OutlinedInput adds the required mark to its notch itself.
        input={<OutlinedInput label={label} notched />}
        inputRef={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        inputProps={{ id, name: field.name, 'aria-describedby': inError ? errorId : undefined }}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {inError ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
});
