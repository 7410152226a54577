import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

type Props = {
  /** Generated when left out, as TextField does. */
  id?: string;
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** A single space keeps the line's height when there is nothing to say. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** The same slots as TextField's, for the ones this portal uses. */
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    inputLabel?: { shrink?: boolean };
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode };
  };
};

/**
 * An outlined text field that looks and behaves like MUI's TextField (label, helper text linked
 * with aria-describedby, error and required states). TextField itself always bundles Select,
 * Menu, Popover and Modal for its `select` mode, about 15 KiB gzip a text box does not need.
 */
export function TextInput(props: Props) {
  const {
    id: given,
    label,
    helperText,
    error,
    required,
    disabled,
    fullWidth,
    sx,
    slotProps,
    ...input
  } = props;
  const generated = useId();
  const id = given ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

type NoticeProps = {
  id?: string;
  /** Nothing is shown without a message; the live region stays, so that a message is announced. */
  message?: ReactNode;
  /** A button that acts on the advice (for instance, takes a suggested value). */
  action?: { label: string; onClick: () => void };
};

/**
 * Advice under a field that does not block the form: a warning read out politely as it appears,
 * with an optional button. Place it right after the field.
 */
export function FieldNotice({ id, message, action }: NoticeProps) {
  return (
    <Box
      sx={
        message
          ? {
              mt: 1,
              pl: 1.5,
              py: 0.5,
              borderLeft: 4,
              borderColor: 'warning.main',
              display: 'grid',
              gap: 1,
              justifyItems: 'start',
            }
          : undefined
      }
    >
      {/* aria-live, not role="status": pages look their status banners up by that role. */}
      <Typography id={id} aria-live="polite" aria-atomic="true" variant="body2">
        {message}
      </Typography>
      {message && action ? (
        <Button variant="outlined" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Box>
  );
}
