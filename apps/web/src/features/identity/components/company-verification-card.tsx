import { hasCompanyRole, type UserData } from '@jetkiz/contract';
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type EntityType, SignatureAction } from '../../signature/index.ts';
import { useCompanyVerification } from '../api/certificate.ts';
import { Field } from './profile-card.tsx';

/**
 * A company's standing with its digital signature (issue 16): who signed, when and which public offer they accepted;
 * or, for a company registered by the typed form, the card that verifies it with the company's key (its owner or an
 * administrator).
 */
export const CompanyVerificationCard = ({ user }: { user: UserData }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const verify = useCompanyVerification(user.phone);
  if (user.userType !== 'company') return null;
  if (user.verified) {
    return (
      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
        <Group gap="sm" mb="md">
          <Badge color="green" variant="light" size="lg" radius="sm" aria-hidden>
            ✓
          </Badge>
          <Title order={2} size="h4" id={titleId}>
            {t('signature.verify.verifiedTitle')}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label={t('signature.verify.signer')} value={user.verified.signer} />
          <Field label={t('signature.verify.at')} value={dateTime(user.verified.at)} />
          <Field label={t('signature.verify.offerVersion')} value={user.verified.offerVersion} />
        </SimpleGrid>
      </Card>
    );
  }
  // Before company employees exist every company user is its owner.
  const mayVerify = user.companyAccess === null || hasCompanyRole(user.companyAccess, 'administrator');
  const entityType = (user.entityType === 1 ? 1 : 2) as EntityType;
  const run = () =>
    verify.mutate(entityType, {
      onSuccess: (outcome) => {
        if (outcome.status === 'done') notifySuccess(t('signature.verify.success'));
      },
    });
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('signature.verify.title')}
      </Title>
      <Text mb="md">{t('signature.verify.lead')}</Text>
      {mayVerify ? (
        <SignatureAction label={t('signature.verify.action')} pending={verify.isPending} error={verify.error} onSign={run} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('signature.verify.onlyAdmins')}
        </Text>
      )}
    </Card>
  );
};
