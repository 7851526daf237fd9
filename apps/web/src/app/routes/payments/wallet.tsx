import { isUuid } from '@jetkiz/contract';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { orderPath } from '../../../config/paths.ts';
import { familyOf, getOrderQueryOptions } from '../../../features/orders/index.ts';
import { BalanceCard, TopUpForm, TransferInvoice, WalletHistory, WalletRefunds } from '../../../features/payments/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** The wallet: balance, card top-up through the bank's widget, a company's transfer invoice, refunds, the history. */
export const WalletRoute = () => {
  const { t } = useTranslation();
  const { role } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const priority = params.get('priority') === '1';
  // The way back to the order being paid, once the order is read: an address naming no order of this customer's
  // (an old link, another account's order) gets no link to a page that would say «not found».
  const order = useQuery({
    ...getOrderQueryOptions(familyOf(role, priority), orderId),
    // Only an id an order could have: junk in the address («abc») is not asked for (a 400 in the browser's console).
    enabled: isUuid(orderId),
    meta: { silent: true },
  });
  const backToOrder = order.data ? `${orderPath(orderId, priority)}?pay=1` : undefined;
  usePageTitle(t('payments.wallet.title'));

  return (
    <Stack gap="md">
      <Title order={1} mt="xs">
        {t('payments.wallet.title')}
      </Title>
      {backToOrder && (
        <Alert color="blue">
          <Group justify="space-between">
            <Text>{t('payments.wallet.forOrder', { number: order.data?.orderNumber })}</Text>
            <Anchor component={Link} to={backToOrder} c="blue.9" fw={600}>
              {t('payments.wallet.backToOrder')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BalanceCard role={role}>
          <Text size="sm" c="dimmed">
            {t('payments.wallet.balanceHint')}
          </Text>
        </BalanceCard>
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="topup-title">
          <Title order={2} size="h4" id="topup-title" mb="sm">
            {t('payments.wallet.topUpTitle')}
          </Title>
          <TopUpForm initialSum={params.get('sum') ?? ''} onPaid={() => backToOrder && navigate(backToOrder)} />
        </Card>
      </SimpleGrid>
      {role === 'company' && <TransferInvoice />}
      <WalletRefunds />
      <WalletHistory />
    </Stack>
  );
};
