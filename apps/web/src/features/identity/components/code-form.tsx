import { formatCountdown, isOtpFormat, OTP } from '@jetkiz/domain';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds left until `until` (epoch ms), ticking every second. */
const useSecondsLeft = (until: number) => {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 1000));
};

const nextWait = (answer: unknown, fallback: number): number => {
  const seconds = (answer as { resendAfterSeconds?: unknown } | undefined)?.resendAfterSeconds;
  return typeof seconds === 'number' ? seconds : fallback;
};

/**
 * The SMS code (4 digits for registration, 6 for recovery) with the resend countdown of spec §5 (60 s by
 * default, shown as minutes and seconds; recovery's waits grow, and `onResend` may answer the next one).
 */
export const CodeForm = ({
  onSubmit,
  onResend,
  submitLabel,
  pending,
  error,
  digits = OTP.digits,
  resendAfterSeconds = OTP.resendAfterSeconds,
}: {
  onSubmit: (code: string) => void;
  /** Asks for a new code; an answer with `resendAfterSeconds` sets the next wait. */
  onResend: () => Promise<unknown>;
  submitLabel: string;
  pending: boolean;
  /** What was wrong with the code, in the page's language (a language switch says it again: `errorMessage`). */
  error?: ReactNode;
  digits?: number;
  resendAfterSeconds?: number;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const left = useSecondsLeft(resendAt);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isOtpFormat(code, digits)) onSubmit(code);
      }}
    >
      <Stack>
        <TextInput
          label={t('auth.confirm.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, digits))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={digits}
          size="lg"
          styles={{ input: { letterSpacing: '0.5em', textAlign: 'center', fontWeight: 600 } }}
          error={error}
          autoFocus
          required
        />
        <Button type="submit" loading={pending} disabled={!isOtpFormat(code, digits)}>
          {submitLabel}
        </Button>
        {left > 0 ? (
          <Text size="sm" ta="center" role="timer" aria-live="off">
            {t('auth.confirm.resendIn', { time: formatCountdown(left) })}
          </Text>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() =>
              void onResend().then(
                (answer) => setResendAt(Date.now() + nextWait(answer, resendAfterSeconds) * 1000),
                () => undefined,
              )
            }
          >
            {t('auth.confirm.resend')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
};
