import { formatPhoneTyping } from '@jetkiz/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The spec's mask `+7 (***) *** ** **`, formatted by the domain as the person types or pastes (+7…, 8…, or
 * the ten digits); the checks normalize it later.
 */
export const PhoneInput = ({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void }) => (
  <TextInput
    {...props}
    type="tel"
    inputMode="tel"
    autoComplete="tel"
    placeholder="+7 (___) ___ __ __"
    maxLength={18}
    value={value}
    onChange={(event) => onChange(formatPhoneTyping(event.currentTarget.value))}
  />
);
