import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { walletPath } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { tenge } from '../../../lib/format.ts';
import { errorAfter, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { getUnpaidQueryOptions, usePayOrder } from '../api/payments.ts';

const Line = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between">
    <Text c={strong ? undefined : 'dimmed'}>{label}</Text>
    <Text fw={strong ? 700 : 500}>{value}</Text>
  </Group>
);

/**
 * Paying an order from the wallet (spec §4: confirmation requires sufficient funds). The dialog shows what is
 * due against the wallet; when the wallet is short it offers a top-up for exactly the shortfall.
 */
export const PayOrderDialog = ({
  orderId,
  priority = false,
  opened,
  onClose,
}: {
  orderId: string;
  priority?: boolean;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const unpaid = useQuery({ ...getUnpaidQueryOptions(orderId), enabled: opened });
  const pay = usePayOrder();
  const u = unpaid.data;

  const confirm = () => {
    if (!u) return;
    pay.mutate(
      { id: orderId, amount: u.due },
      {
        onSuccess: () => {
          notifySuccess(t('payments.pay.success'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === 'PAYMENT_INSUFFICIENT_FUNDS') void unpaid.refetch();
          notifyError(error, errorAfter('payments.pay.error', error));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={u ? t('payments.pay.title', { number: u.orderNumber }) : ''} centered>
      {!u ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="xs">
          <Line label={t('payments.pay.total')} value={tenge(u.total)} />
          {u.discount > 0 && <Line label={`${t('payments.pay.discount')} ${u.promoCode ?? ''}`} value={tenge(-u.discount)} />}
          <Line label={t('payments.pay.due')} value={tenge(u.due)} strong />
          {/* A company employee without the finance role is not shown the wallet (balance null), nor sent to it. */}
          {u.balance !== null && <Line label={t('payments.pay.balance')} value={tenge(u.balance)} />}
          {u.shortfall > 0 ? (
            <>
              <Alert color="yellow" mt="sm" role="alert">
                {t(u.balance === null ? 'payments.pay.insufficientAskFinance' : 'payments.pay.insufficient', {
                  amount: tenge(u.shortfall),
                })}
              </Alert>
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={onClose}>
                  {t('payments.pay.later')}
                </Button>
                {u.balance !== null && (
                  <Button component={Link} to={walletPath({ sum: u.shortfall, orderId, priority })}>
                    {t('payments.pay.topUp')}
                  </Button>
                )}
              </Group>
            </>
          ) : (
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {t('payments.pay.later')}
              </Button>
              <Button onClick={confirm} loading={pay.isPending}>
                {t('payments.pay.confirm', { amount: tenge(u.due) })}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
};
