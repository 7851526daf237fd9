import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordStrength } from './password-strength.tsx';

/**
 * A new password with the strength meter of spec §5 under it, and its repeat: one piece for every form that sets
 * a password (change, recovery, an employee's invitation). The inputs' props come from the form
 * (`form.getInputProps(...)`); `password` is the typed password the meter rates.
 */
export const NewPasswordFields = ({
  label,
  repeatLabel,
  password,
  passwordProps,
  repeatProps,
}: {
  label: string;
  repeatLabel: string;
  password: string;
  passwordProps: PasswordInputProps;
  repeatProps: PasswordInputProps;
}) => (
  <>
    <div>
      <PasswordInput label={label} autoComplete="new-password" required {...passwordProps} />
      <PasswordStrength password={password} />
    </div>
    <PasswordInput label={repeatLabel} autoComplete="new-password" required {...repeatProps} />
  </>
);
