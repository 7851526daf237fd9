import type { OrderDetail as Order, OrderServiceItem } from '@jetkiz/contract';
import { formatPercent, PENALTY_BASIS_POINTS_PER_DAY, PENALTY_CAP_BASIS_POINTS } from '@jetkiz/domain';
import { Alert, Badge, Button, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Term } from '../../../../components/term.tsx';
import { date, tenge } from '../../../../lib/format.ts';
import { currentLang } from '../../../../lib/i18n.ts';
import { errorAfter, notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { downloadReceipt } from '../../../payments/index.ts';
import { type OrderFamily, useOrderService, usePayService } from '../../api/orders.ts';

/**
 * Issue 19 on the order page: why the order is on hold, the late-delivery credit with its receipt, the additional
 * services with their due day, pay button and receipt, and the services that may be ordered now. A service past its
 * due day shows its late-payment penalty before it is paid, as an act's payment does (spec §9).
 */
export const OrderHold = ({ order }: { order: Order }) =>
  order.extras?.hold ? (
    <Alert color="orange" mb="md" role="status" data-testid="order-hold">
      {order.extras.hold}
    </Alert>
  ) : null;

const STATUS_COLOR = { unpaid: 'red', paid: 'blue', cancelled: 'gray', refunded: 'teal' } as const;

/** The service's price, its penalty and what is (or was) taken: shown once a penalty is due. */
const PenaltyTerms = ({ line }: { line: OrderServiceItem }) => {
  const { t } = useTranslation();
  return (
    <Stack component="dl" gap={0} m={0} data-testid="service-penalty">
      <Term label={t('orders.extras.price')} value={tenge(line.amount)} />
      <Term label={t('orders.extras.penalty', { days: line.daysLate })} value={tenge(line.penalty)} />
      <Term
        label={line.status === 'unpaid' ? t('orders.extras.toPay') : t('orders.extras.paidTotal')}
        value={tenge(line.total)}
      />
      {line.status === 'refunded' && (
        <>
          {/* A refunded service returns its price; the penalty was for paying late (orders.extras.ts refundPaidServices). */}
          <Term label={t('orders.extras.refundedPart')} value={tenge(line.amount)} />
          <Text size="sm" c="dimmed">
            {t('orders.extras.penaltyKept')}
          </Text>
        </>
      )}
    </Stack>
  );
};

const ServiceLine = ({ order, line, family }: { order: Order; line: OrderServiceItem; family: OrderFamily | null }) => {
  const { t } = useTranslation();
  const pay = usePayService(family ?? 'person');
  const withTerms = line.penalty > 0 && line.status !== 'cancelled';
  // The price once: with a penalty the terms below name it («Service price: 700 ₸»), and a bare «700 ₸» under the
  // badge of a refunded service read as one more sum, unnamed.
  const summary = [
    withTerms ? null : tenge(line.amount),
    line.service === 'STORAGE' ? t('orders.extras.storageDays', { days: line.days }) : null,
    line.status === 'unpaid' &&
      (line.overdue
        ? t('orders.extras.overdue', { date: date(line.dueOn) })
        : t('orders.extras.due', { date: date(line.dueOn) })),
    line.status === 'paid' && line.paidAt && t('orders.extras.paidOn', { date: date(line.paidAt) }),
    line.source === 'carrier' ? t('orders.extras.fromCarrier') : line.source === 'staff' ? t('orders.extras.fromStaff') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const doPay = () =>
    pay.mutate(
      { id: order.id, serviceId: line.id },
      {
        onSuccess: () => notifySuccess(t('orders.extras.paid')),
        onError: (error) => notifyError(error, errorAfter('orders.extras.payError', error)),
      },
    );
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="order-service">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={500}>{line.name}</Text>
          <Badge variant="light" color={STATUS_COLOR[line.status]}>
            {line.statusName}
          </Badge>
        </Group>
        {summary && (
          <Text size="sm" c="dimmed" data-testid="service-summary">
            {summary}
          </Text>
        )}
        {line.status === 'unpaid' && line.penalty === 0 && (
          <Text size="sm" c="dimmed">
            {t('orders.extras.penaltyRule', {
              rate: formatPercent(PENALTY_BASIS_POINTS_PER_DAY, currentLang()),
              cap: formatPercent(PENALTY_CAP_BASIS_POINTS, currentLang()),
            })}
          </Text>
        )}
        {withTerms && <PenaltyTerms line={line} />}
      </Stack>
      <Group gap="xs">
        {family && line.status === 'unpaid' && (
          <Button size="sm" onClick={doPay} loading={pay.isPending}>
            {t('orders.extras.pay', { amount: tenge(line.total) })}
          </Button>
        )}
        {family && line.receiptId && (
          <Button size="sm" variant="light" onClick={() => void downloadReceipt(line.receiptId as string)}>
            {t('orders.extras.receipt')}
          </Button>
        )}
        {family && line.penaltyReceiptId && (
          <Button size="sm" variant="light" onClick={() => void downloadReceipt(line.penaltyReceiptId as string)}>
            {t('orders.extras.penaltyReceipt')}
          </Button>
        )}
      </Group>
    </Group>
  );
};

const OrderServiceForm = ({ order, family }: { order: Order; family: OrderFamily }) => {
  const { t } = useTranslation();
  const add = useOrderService(family);
  const available = order.extras?.available ?? [];
  const [service, setService] = useState<string | null>(null);
  const [days, setDays] = useState<number>(1);
  if (available.length === 0) return null;
  const chosen = available.find((a) => a.service === service);
  const submit = () => {
    if (!chosen) return;
    add.mutate(
      { id: order.id, service: chosen.service, ...(chosen.service === 'STORAGE' && { days }) },
      {
        onSuccess: () => {
          setService(null);
          notifySuccess(t('orders.extras.ordered'));
        },
        onError: (error) => notifyError(error, errorAfter('orders.extras.orderError', error)),
      },
    );
  };
  return (
    <Group align="end" gap="sm" wrap="wrap" mt="sm">
      <Select
        label={t('orders.extras.service')}
        placeholder={t('orders.extras.choose')}
        data={available.map((a) => ({ value: a.service, label: `${a.name} — ${tenge(a.price)}` }))}
        value={service}
        onChange={setService}
        w={{ base: '100%', sm: 360 }}
      />
      {chosen?.service === 'STORAGE' && (
        <NumberInput
          label={t('orders.extras.days')}
          min={1}
          max={30}
          value={days}
          onChange={(v) => setDays(typeof v === 'number' ? v : 1)}
          w={140}
        />
      )}
      <Button onClick={submit} disabled={!chosen} loading={add.isPending}>
        {t('orders.extras.order')}
      </Button>
    </Group>
  );
};

/** The card: shown when there is a credit, a service, or a service to order. `family` null: read only (the console). */
export const OrderExtrasCard = ({ order, family }: { order: Order; family: OrderFamily | null }) => {
  const { t } = useTranslation();
  const extras = order.extras;
  if (!extras || (!extras.lateCredit && extras.services.length === 0 && (!family || extras.available.length === 0))) {
    return null;
  }
  const credit = extras.lateCredit;
  return (
    <Card withBorder radius="lg" p="md" mb="md" data-testid="order-extras">
      <Title order={2} size="h4" mb="sm">
        {t('orders.extras.title')}
      </Title>
      <Stack gap="sm">
        {credit && (
          <Group justify="space-between" wrap="wrap" gap="xs" data-testid="late-credit">
            <Stack gap={2}>
              <Text fw={600} c="teal.9">
                {t('orders.extras.lateCredit', { amount: tenge(credit.amount) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('orders.extras.lateCreditNote', { days: credit.daysLate })}
              </Text>
            </Stack>
            {family && (
              <Button size="sm" variant="light" onClick={() => void downloadReceipt(credit.receiptId)}>
                {t('orders.extras.receipt')}
              </Button>
            )}
          </Group>
        )}
        {extras.services.length > 0 && (
          <Text size="sm" fw={600}>
            {t('orders.extras.servicesTitle')}
          </Text>
        )}
        {extras.services.map((line) => (
          <ServiceLine key={line.id} order={order} line={line} family={family} />
        ))}
        {family && <OrderServiceForm order={order} family={family} />}
      </Stack>
    </Card>
  );
};
