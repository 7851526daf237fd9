import { formatPhoneTyping, phoneNationalDigits } from '@jetkiz/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * What the field shows after a change: the domain formats what was typed or pasted (+7…, 8…, 7… or the ten
 * digits, with spaces, brackets or dashes) into the mask. A key that deletes only a separator of the mask
 * («)» or a space) deletes the digit before it, so Backspace never gets stuck.
 */
export const nextPhoneText = (previous: string, raw: string): string => {
  const next = formatPhoneTyping(raw);
  if (raw.length >= previous.length || next !== previous) return next;
  const digits = phoneNationalDigits(previous);
  return digits.length <= 1 ? '' : formatPhoneTyping(digits.slice(0, -1));
};

/**
 * The spec's mask `+7 (***) *** ** **`, formatted by the domain as the person types or pastes; the checks
 * normalize it later. No `maxLength`: a pasted «+7 (701) 123-00-01 » would be cut before the mask reads it.
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
    value={value}
    onChange={(event) => onChange(nextPhoneText(value, event.currentTarget.value))}
  />
);
