import { checkIin, formatPhone } from '@jetkiz/domain';
import { Alert, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ChosenQuote } from '../../../features/calc/components/chosen-quote.tsx';
import { getUserDataQueryOptions, signOut, useSetIin } from '../../../features/identity/api/identity.ts';
import { serverFieldErrors, warnAboutIssues } from '../../../features/identity/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

const Field = ({ label, value }: { label: string; value: string | null }) =>
  value ? (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  ) : null;

/** The personal cabinet: profile, the operator's block if any, IIN entry, password, sign-out. */
export const CabinetRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: user, isPending } = useQuery(getUserDataQueryOptions(session.role, session.phone));
  const setIin = useSetIin();
  const [iin, setIinValue] = useState('');
  const [iinError, setIinError] = useState<string>();

  if (isPending || !user) {
    return (
      <Container size="md" py="xl">
        <Group>
          <Loader size="sm" />
          <Text>{t('cabinet.loading')}</Text>
        </Group>
      </Container>
    );
  }
  const roleLabel = { person: t('cabinet.rolePerson'), company: t('cabinet.roleCompany'), partner: t('cabinet.rolePartner') }[
    user.role
  ];
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{t('cabinet.title')}</Title>
        <Button
          variant="default"
          onClick={() => {
            void signOut();
            navigate(paths.home);
          }}
        >
          {t('cabinet.signOut')}
        </Button>
      </Group>
      {user.blocked && (
        <Alert color="red" title={t('cabinet.blocked')} mb="lg" role="alert">
          {t('cabinet.blockedText', { reason: user.blocked.reason })}
        </Alert>
      )}
      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h3" mb="md">
          {user.userType === 'company' && user.name ? user.name : `${user.lastName} ${user.firstName}`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('cabinet.accountType')} value={roleLabel} />
          <Field label={t('cabinet.phone')} value={formatPhone(user.phone)} />
          <Field label={t('cabinet.email')} value={user.email} />
          <Field label={t('cabinet.iin')} value={user.iin} />
          <Field label={t('cabinet.bin')} value={user.bin} />
          <Field label={t('cabinet.legalAddress')} value={user.legalAddress} />
          {user.userType === 'company' && (
            <Field label={t('auth.register.contact')} value={`${user.lastName} ${user.firstName}`} />
          )}
        </SimpleGrid>
        <Group mt="lg">
          <Button component={Link} to={paths.orders}>
            {t('orders.nav.registry')}
          </Button>
          <Button component={Link} to={paths.wallet} variant="light">
            {t('payments.nav.wallet')}
          </Button>
          {user.userType === 'company' && (
            <>
              <Button component={Link} to={paths.addresses} variant="light">
                {t('orders.nav.addresses')}
              </Button>
              <Button component={Link} to={paths.priorityOrders} variant="light">
                {t('orders.nav.priority')}
              </Button>
            </>
          )}
          <Button component={Link} to={paths.changePassword} variant="light">
            {t('cabinet.changePassword')}
          </Button>
          {user.userType === 'company' && (
            <Button component={Link} to={paths.priority} variant="light">
              {t('priority.title')}
            </Button>
          )}
        </Group>
      </Card>
      <ChosenQuote />
      {!user.iin && (
        <Card withBorder radius="lg" p="lg" mt="lg" component="section" aria-labelledby="iin-title">
          <Title order={2} size="h4" id="iin-title">
            {t('cabinet.setIin')}
          </Title>
          <Text size="sm" mb="sm">
            {t('cabinet.setIinLead')}
          </Text>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const checked = checkIin(iin.trim());
              const found = checked.ok ? {} : warnAboutIssues({ userIin: { kind: 'iin', problem: checked.problem } });
              setIinError(found.userIin);
              if (!checked.ok) return;
              setIin.mutate(
                { userType: session.role, phone: session.phone, iin: iin.trim() },
                {
                  onSuccess: () => notifySuccess(t('cabinet.iinSaved')),
                  onError: (e) => setIinError(serverFieldErrors(e).userIin),
                },
              );
            }}
          >
            <Group align="flex-start">
              <TextInput
                label={t('cabinet.iin')}
                value={iin}
                onChange={(e) => setIinValue(e.currentTarget.value)}
                inputMode="numeric"
                maxLength={12}
                error={iinError}
              />
              <Button type="submit" mt={25} loading={setIin.isPending}>
                {t('cabinet.save')}
              </Button>
            </Group>
          </form>
        </Card>
      )}
    </Container>
  );
};
