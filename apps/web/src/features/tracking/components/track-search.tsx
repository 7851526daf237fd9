import { TRACK_MESSAGES } from '@jetkiz/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/field-message.tsx';
import { isBadTrackNumber, normalizeTrackNumber } from '../lib/track-number.ts';

type Props = {
  /** The number in the address, already normalised. */
  current: string;
  /** Called with a well-formed number. */
  onSearch: (number: string) => void;
};

// The server's own words for the same problems (the contract's), so the page and the API never say them differently.
const MISTYPED = fieldMessage((lang) => TRACK_MESSAGES.checksum[lang]);
const EMPTY = fieldMessage((lang) => TRACK_MESSAGES.empty[lang]);

/** The track-number field: a typo in an S10 check digit is reported under the field, before any call. */
export const TrackSearch = ({ current, onSearch }: Props) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(current);
  // Said in the page's language whenever shown: a switch of language after a refusal says it again in the new one.
  const [error, setError] = useState<ReactNode>(current && isBadTrackNumber(current) ? MISTYPED : null);
  const submit = () => {
    const number = normalizeTrackNumber(value);
    if (!number || isBadTrackNumber(number)) {
      setError(number ? MISTYPED : EMPTY);
      return;
    }
    setError(null);
    onSearch(number);
  };
  return (
    <search>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('tracking.number')}
            placeholder={t('tracking.placeholder')}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            style={{ flex: 1, minWidth: 0 }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button type="submit" mt={25}>
            {t('tracking.find')}
          </Button>
        </Group>
      </form>
    </search>
  );
};
