import type { AvrSignature } from '@jetkiz/contract';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { date, dateTime } from '../../../lib/format.ts';

const Field = ({ label, value }: { label: string; value: string | null }) =>
  value ? (
    <Group gap={6} wrap="wrap" align="flex-start">
      <Text component="dt" size="sm" c="dimmed" style={{ maxWidth: '100%' }}>
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  ) : null;

/** Every signature on an act as its signature sheet prints it: who, which certificate, when, valid or not. */
export const AvrSignatures = ({ signatures, headingLevel = 2 }: { signatures: AvrSignature[]; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation();
  if (signatures.length === 0) return <Text c="dimmed">{t('avr.detail.noSignatures')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {signatures.map((s) => (
        <Card key={`${s.side}-${s.certificateSerial}-${s.signedAt}`} withBorder radius="md" p="md" data-testid="avr-signature">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={headingLevel === 2 ? 3 : 4} size="h5">
                {t(`avr.signature.${s.side}`)}
              </Title>
              <Badge
                color={s.valid ? 'green' : 'red'}
                c="var(--mantine-color-text)"
                variant="light"
                style={{ textTransform: 'none' }}
              >
                {s.valid ? t('avr.signature.valid') : t('avr.signature.invalid')}
              </Badge>
            </Group>
            <Stack component="dl" gap={2} m={0}>
              <Field label={t('avr.signature.signer')} value={s.signer} />
              <Field label={t('avr.signature.iin')} value={s.iin} />
              <Field label={t('avr.signature.bin')} value={s.bin} />
              <Field label={t('avr.signature.organization')} value={s.organization} />
              <Field label={t('avr.signature.serial')} value={s.certificateSerial} />
              <Field
                label={t('avr.signature.validity')}
                value={t('avr.signature.validityRange', { from: date(s.certificateValidFrom), to: date(s.certificateValidTo) })}
              />
              <Field label={t('avr.signature.issuer')} value={s.issuer} />
              <Field label={t('avr.signature.signedAt')} value={dateTime(s.signedAt)} />
            </Stack>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
};
