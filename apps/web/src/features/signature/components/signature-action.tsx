import type { Lang } from '@jetkiz/domain';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureProblem } from './signature-problem.tsx';

/** A «sign» button, the hint to look at NCALayer's window while it waits, and what went wrong beside it. */
export const SignatureAction = ({
  label,
  pending,
  error,
  onSign,
  icon,
  refusal,
}: {
  label: string;
  pending: boolean;
  error: unknown;
  onSign: () => void;
  icon?: ReactNode;
  /** The server's refusal in the document's own words (see SignatureProblem). */
  refusal?: (reason: string, lang: Lang) => string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Button variant="light" onClick={onSign} loading={pending} leftSection={icon} w={{ base: '100%', xs: 'fit-content' }}>
        {label}
      </Button>
      {pending && (
        <Text size="sm" c="dimmed" role="status">
          {t('signature.waiting')}
        </Text>
      )}
      {!pending && <SignatureProblem error={error} onRetry={onSign} refusal={refusal} />}
    </Stack>
  );
};
