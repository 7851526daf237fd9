import type { AvrPublicVerification } from '@jetkiz/contract';
import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { actNumber, date, dateTime, tenge } from '../../../lib/format.ts';
import { errorNode } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { getAvrVerificationQueryOptions } from '../api/avr.ts';
import { AvrSignatures } from './avr-signatures.tsx';
import { AvrStatusBadge } from './avr-status-badge.tsx';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Group gap={6} wrap="wrap" align="flex-start">
    <Text component="dt" size="sm" c="dimmed" style={{ maxWidth: '100%' }}>
      {label}:
    </Text>
    <Text component="dd" size="sm" m={0} fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Group>
);

/** Green only for an act accepted with every signature valid; a refused one is no success, a waiting one news. */
const OUTCOME_COLOR: Record<AvrPublicVerification['outcome'], string> = {
  signed: 'green',
  deemedAccepted: 'green',
  awaitingCustomer: 'blue',
  refused: 'orange',
  failed: 'red',
};

/** The public page the QR code on an act's signature sheet opens: the act and each signature checked again now. */
export const AvrVerification = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  usePageTitle(t('avr.verify.title'));
  const check = useQuery(getAvrVerificationQueryOptions(code));
  return (
    // In the site's container, as every public page: a bare column of 960 px touched a phone's edges (no side margin).
    <Container size="md" py="md" w="100%">
      <Stack gap="md">
        <Title order={1}>{t('avr.verify.title')}</Title>
        {check.isPending && <Loader size="sm" />}
        {check.isError && (
          <Alert color="red" role="alert">
            {check.error instanceof ApiError && [400, 404, 414].includes(check.error.status)
              ? t('avr.verify.notFound')
              : errorNode(check.error)}
          </Alert>
        )}
        {check.data && (
          <>
            <Alert color={OUTCOME_COLOR[check.data.outcome]} role="status" data-testid="avr-verification-result">
              <Text fw={600}>{check.data.message}</Text>
            </Alert>
            <Card withBorder radius="md" p="md">
              <Stack component="dl" gap={4} m={0}>
                <Row label={t('avr.verify.number')}>{actNumber(check.data.number)}</Row>
                <Row label={t('avr.verify.date')}>{date(check.data.date)}</Row>
                <Row label={t('avr.verify.period')}>
                  {date(check.data.periodStart)} – {date(check.data.periodEnd)}
                </Row>
                <Row label={t('avr.verify.amount')}>{tenge(check.data.amount)}</Row>
                <Row label={t('avr.verify.supplier')}>
                  {check.data.supplier.name}, {t('avr.signature.bin')} {check.data.supplier.bin}
                </Row>
                <Row label={t('avr.verify.customer')}>
                  {check.data.customer.name}, {t(`avr.signature.${check.data.customer.idLabel}`)} {check.data.customer.bin}
                </Row>
                <Row label={t('avr.verify.status')}>
                  <AvrStatusBadge code={check.data.avrStatusCode} name={check.data.status} />
                </Row>
                <Row label={t('avr.verify.hash')}>{check.data.documentSha256}</Row>
                <Row label={t('avr.verify.checkedAt')}>{dateTime(check.data.checkedAt)}</Row>
              </Stack>
            </Card>
            <Title order={2} size="h4">
              {t('avr.detail.signatures')}
            </Title>
            <AvrSignatures signatures={check.data.signatures} />
          </>
        )}
      </Stack>
    </Container>
  );
};
