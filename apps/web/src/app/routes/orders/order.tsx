import { Anchor, Container, Loader, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { familyOf, getOrderQueryOptions, OrderDetailView } from '../../../features/orders/index.ts';
import { PayOrderDialog } from '../../../features/payments/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** One order's page; ?pay=1 (from the wizard, or the wallet after a top-up) opens the payment at once. */
export const OrderRoute = ({ priority = false }: { priority?: boolean }) => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const family = familyOf(session.role, priority);
  const order = useQuery({ ...getOrderQueryOptions(family, id), meta: { silent: true }, placeholderData: keepPreviousData });
  const [params, setParams] = useSearchParams();
  const setPaying = (open: boolean) => setParams(open ? { pay: '1' } : {}, { replace: true });
  const back = priority ? paths.priorityOrders : paths.orders;
  usePageTitle(order.data ? t('orders.detail.title', { number: order.data.orderNumber }) : t('orders.detail.pageTitle'));

  if (order.isPending) {
    return (
      <Container size="lg" py="xl">
        <Loader size="sm" aria-label={t('orders.detail.loading')} />
      </Container>
    );
  }
  if (!order.data) {
    // The page's heading says it: the shell moves the focus to a new page's heading, and a screen reader starts there.
    return (
      <Container size="lg" py="xl">
        <Title order={1} size="h2" mb="sm">
          {t('orders.detail.notFound')}
        </Title>
        <Text>
          <Anchor component={Link} to={back}>
            {t('orders.detail.back')}
          </Anchor>
        </Text>
      </Container>
    );
  }
  const o = order.data;
  // A post-paid order is not paid on its own (the monthly act bills it): ?pay=1 opens nothing, the page says so.
  const payable = o.status === 'formed' && o.paymentStatus === 'unpaid' && o.billing !== 'postPaid';
  return (
    <Container size="lg" py="xl">
      <OrderDetailView order={o} family={family} userRole={session.role} back={back} onPay={() => setPaying(true)} />
      <PayOrderDialog
        orderId={o.id}
        priority={priority}
        opened={params.get('pay') === '1' && payable}
        onClose={() => setPaying(false)}
      />
    </Container>
  );
};

export const PriorityOrderRoute = () => <OrderRoute priority />;
