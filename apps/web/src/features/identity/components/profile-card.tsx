import type { UserData } from '@jetkiz/contract';
import { accountKindOf } from '@jetkiz/domain';
import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { phone } from '../../../lib/format.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** A labelled fact of an account (nothing when it has no value). */
export const Field = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  ) : null;

/** Who the account is: a person's name and IIN, a company's name, BIN and contact; phone and e-mail. */
export const ProfileCard = ({ user }: { user: UserData }) => {
  const { t } = useTranslation();
  const company = user.userType === 'company';
  // An individual entrepreneur's account is a company account, but the entrepreneur is no company (entity type 1).
  const entrepreneur = accountKindOf(user) === 'entrepreneur';
  const roleLabel = entrepreneur
    ? t('cabinet.roleEntrepreneur')
    : { person: t('cabinet.rolePerson'), company: t('cabinet.roleCompany'), partner: t('cabinet.rolePartner') }[user.role];
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-title">
      <Text size="sm" c="dimmed" id="profile-title">
        {t('cabinet.dashboard.profile')}
      </Text>
      <Title order={2} size="h3" mb="md">
        {company && user.name ? user.name : `${user.lastName} ${user.firstName}`}
      </Title>
      <Box mb="md">
        <ProfileAvatar user={user} />
      </Box>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('cabinet.accountType')} value={roleLabel} />
        <Field label={t('cabinet.phone')} value={phone(user.phone)} />
        <Field label={t('cabinet.email')} value={user.email} />
        {/* A legal entity shows its BIN; an individual entrepreneur (entity type 1) and a person their IIN. */}
        {company && user.bin ? (
          <Field label={t('cabinet.bin')} value={user.bin} />
        ) : (
          <Field label={t('cabinet.iin')} value={user.iin} />
        )}
        {company && <Field label={t('cabinet.legalAddress')} value={user.legalAddress} />}
        {company && <Field label={t('auth.register.contact')} value={`${user.lastName} ${user.firstName}`} />}
      </SimpleGrid>
      <Group mt="lg">
        <Button component={Link} to={paths.changePassword} variant="light">
          {t('cabinet.changePassword')}
        </Button>
      </Group>
    </Card>
  );
};
