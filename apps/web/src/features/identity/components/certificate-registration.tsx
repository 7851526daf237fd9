import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type EntityType, SignatureAction } from '../../signature/index.ts';
import { type CertificateFill, useCertificateRegistration } from '../api/certificate.ts';

/**
 * «Register with a digital signature», beside the typed company form (issue 16): signs the server's XML in NCALayer
 * with a key of the chosen entity type's kind; the form then takes BIN or IIN, organisation and names from the
 * certificate and locks them.
 */
export const CertificateRegistration = ({
  entityType,
  certificate,
  onFilled,
  onClear,
}: {
  entityType: EntityType;
  certificate: CertificateFill | null;
  onFilled: (fill: CertificateFill) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const sign = useCertificateRegistration();
  const { reset } = sign;
  // A failure told for one entity type says nothing about the other.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the entity type's change only
  useEffect(() => reset(), [entityType, reset]);
  const run = () =>
    sign.mutate(entityType, {
      onSuccess: (outcome) => {
        if (outcome.status === 'done') onFilled(outcome.value);
      },
    });
  const holder = certificate ? [certificate.data.lastName, certificate.data.firstName].filter(Boolean).join(' ') : '';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Title order={2} size="h5" id={titleId}>
          {t('signature.register.title')}
        </Title>
        {certificate ? (
          <>
            <Text size="sm" role="status">
              {t('signature.register.signedAs', { name: holder })}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              onClick={() => {
                onClear();
                run();
              }}
            >
              {t('signature.register.another')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('signature.register.lead')}</Text>
            <SignatureAction label={t('signature.register.sign')} pending={sign.isPending} error={sign.error} onSign={run} />
            <Text size="sm" c="dimmed">
              {t('signature.register.typed')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
};
