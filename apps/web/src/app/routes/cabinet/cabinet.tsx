import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ChosenQuote } from '../../../features/calc/index.ts';
import { MyRoles, mayUse, useCompanyAccess } from '../../../features/company/index.ts';
import {
  CompanyVerificationCard,
  getUserDataQueryOptions,
  IinForm,
  ProfileCard,
  signOut,
} from '../../../features/identity/index.ts';
import { familyOf, NewOrderCard, RecentOrders } from '../../../features/orders/index.ts';
import { BalanceCard } from '../../../features/payments/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** The cabinet's dashboard: balance, the «new order» call, recent orders, the profile, IIN entry for a person. */
export const CabinetRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: user } = useQuery(getUserDataQueryOptions(session.role, session.phone));
  // A company user sees the cards their roles open (issue 16): no wallet without finance, no orders without orders.
  const access = useCompanyAccess();
  const finance = mayUse(access, 'finance');
  const orders = mayUse(access, 'orders');
  // A blocked customer creates no order (the banner says so): no «new order» card and no chosen tariff to order.
  const mayOrder = orders && !user?.blocked;
  usePageTitle(t('cabinet.title'));
  return (
    <Stack gap="md">
      <Group justify="space-between" mt="xs">
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
      <MyRoles />
      {mayOrder && <ChosenQuote />}
      {(finance || mayOrder) && (
        <SimpleGrid cols={{ base: 1, sm: finance && mayOrder ? 2 : 1 }} spacing="md">
          {finance && (
            <BalanceCard role={session.role} title={t('cabinet.dashboard.balance')}>
              <Button component={Link} to={paths.wallet} variant="light" mt="xs" w="fit-content">
                {t('cabinet.dashboard.topUp')}
              </Button>
            </BalanceCard>
          )}
          {mayOrder && <NewOrderCard />}
        </SimpleGrid>
      )}
      {orders && <RecentOrders family={familyOf(session.role)} mayOrder={mayOrder} />}
      {user ? (
        <ProfileCard user={user} />
      ) : (
        <Group>
          <Loader size="sm" />
          <Text>{t('cabinet.loading')}</Text>
        </Group>
      )}
      {user && <CompanyVerificationCard user={user} />}
      {user && !user.iin && <IinForm session={session} />}
    </Stack>
  );
};
