import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { familyOf, OrderRegistry } from '../../../features/orders/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** The order registry page (a priority one for companies): its title, the «new order» call, the list. */
export const OrdersRoute = ({ priority = false }: { priority?: boolean }) => {
  const { t } = useTranslation();
  const session = useSession();
  const title = priority ? t('orders.registry.priorityTitle') : t('orders.registry.title');
  usePageTitle(title);
  return (
    <>
      <Group justify="space-between" mb="md" mt="xs" gap="xs">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={priority ? paths.priority : paths.calculator}>
          {t('orders.nav.create')}
        </Button>
      </Group>
      <OrderRegistry key={String(priority)} family={familyOf(session.role, priority)} />
    </>
  );
};

export const PriorityOrdersRoute = () => <OrdersRoute priority />;
