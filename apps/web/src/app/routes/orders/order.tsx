import type { OrderDetail } from '@jetkiz/contract';
import { cancelOutcome, formatPhone, isOrderStatus } from '@jetkiz/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { familyOf, getOrderQueryOptions, useCancelOrder } from '../../../features/orders/api/orders.ts';
import { CourierCard, DocumentsCard, SendCard, TrackingCard } from '../../../features/orders/components/handover.tsx';
import { downloadOrderInvoice } from '../../../features/payments/api/payments.ts';
import { PayOrderDialog } from '../../../features/payments/components/pay-order.tsx';
import { dateTime, tenge } from '../../../lib/format.ts';
import { errorText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { displayDate } from './new-order.tsx';

const Field = ({ label, value }: { label: string; value: string | number | null | undefined }) =>
  value === null || value === undefined || value === '' ? null : (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );

const PartyCard = ({ title, party, place }: { title: string; party: OrderDetail['sender']; place: string }) => {
  const { t } = useTranslation();
  const name = [party.companyName, [party.lastName, party.firstName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address =
    party.streetAbbrId === -1
      ? `${place}, ${t('orders.detail.terminal')}`
      : [place, party.street, party.house, party.flat, party.office].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text fw={500}>{name}</Text>
      <Text>{formatPhone(party.phone)}</Text>
      {party.email && <Text size="sm">{party.email}</Text>}
      {party.iinOrBin && <Text size="sm">{party.iinOrBin}</Text>}
      <Text size="sm" c="dimmed">
        {address}
      </Text>
      {party.notation && <Text size="sm">{party.notation}</Text>}
    </Card>
  );
};

/** One order: numbers, parties, parcel, amounts, dates, status history, and cancellation with confirmation. */
export const OrderRoute = ({ priority = false }: { priority?: boolean }) => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const family = familyOf(session.role, priority);
  const order = useQuery({ ...getOrderQueryOptions(family, id), meta: { silent: true } });
  const cancel = useCancelOrder(family);
  const [confirming, setConfirming] = useState(false);
  // The wizard (and the wallet after a top-up) send here with ?pay=1 to pay at once.
  const [params, setParams] = useSearchParams();
  const paying = params.get('pay') === '1';
  const setPaying = (open: boolean) => setParams(open ? { pay: '1' } : {}, { replace: true });
  const back = priority ? paths.priorityOrders : paths.orders;

  if (order.isPending) {
    return (
      <Container size="lg" py="xl">
        <Loader size="sm" />
      </Container>
    );
  }
  if (!order.data) {
    return (
      <Container size="lg" py="xl">
        <Alert color="yellow" title={t('orders.detail.notFound')}>
          <Anchor component={Link} to={back}>
            {t('orders.detail.back')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  const o = order.data;
  const outcome = isOrderStatus(o.status) ? cancelOutcome(o.status) : { action: 'refuse' as const };
  const cancellable = !priority && outcome.action !== 'refuse';
  const payable = o.status === 'formed' && o.paymentStatus === 'unpaid';
  const doCancel = () =>
    cancel.mutate(id, {
      onSuccess: (next) => {
        setConfirming(false);
        notifySuccess(next.status === 'cancelled' ? t('orders.detail.cancelled') : t('orders.detail.cancelRequested'));
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, `${t('orders.detail.cancelError')}: ${errorText(error)}`);
      },
    });

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to={back} size="sm">
        ← {t('orders.detail.back')}
      </Anchor>
      <Group justify="space-between" mt="xs" mb="lg" align="center">
        <Group>
          <Title order={1}>{t('orders.detail.title', { number: o.orderNumber })}</Title>
          <Badge size="lg" variant="light" color={o.status === 'cancelled' ? 'gray' : 'blue'}>
            {o.statusName}
          </Badge>
        </Group>
        <Group>
          {payable && <Button onClick={() => setPaying(true)}>{t('payments.pay.button')}</Button>}
          <Button
            variant="default"
            onClick={() => downloadOrderInvoice(session.role, o.id).catch((error: unknown) => notifyError(error))}
          >
            {t('payments.pay.invoice')}
          </Button>
          {cancellable && (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('orders.detail.cancel')}
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder radius="lg" p="lg" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label={t('orders.detail.track')} value={o.trackNumber} />
          <Field label={t('orders.detail.carrierTrack')} value={o.carrierTrackingNumber} />
          <Field label={t('orders.detail.clientNumber')} value={o.clientOrderNumber} />
          <Field label={t('orders.detail.carrier')} value={o.carrier} />
          <Field label={t('orders.detail.created')} value={dateTime(o.createdAt)} />
          <Field label={t('orders.detail.pickup')} value={o.pickupDate && displayDate(o.pickupDate)} />
          <Field label={t('orders.detail.estimatedPickup')} value={displayDate(o.estimatedPickupDate)} />
          <Field
            label={t('orders.detail.delivery')}
            value={t('orders.detail.deliveryRange', {
              from: displayDate(o.estimatedDeliveryFrom),
              to: displayDate(o.estimatedDeliveryTo),
            })}
          />
          <Field label={t('orders.detail.amount')} value={tenge(o.totalAmount)} />
          <Field label={t('orders.detail.amountPromo')} value={tenge(o.totalWithPromo)} />
          <Field label={t('orders.detail.places')} value={o.placeCnt} />
          <Field label={t('orders.detail.weight')} value={t('orders.detail.kg', { kg: o.chargeableWeight })} />
          <Field label={t('orders.detail.declared')} value={o.declaredPrice === null ? null : tenge(o.declaredPrice)} />
          {o.productSign && <Field label={t('orders.wizard.productSign')} value={t(`orders.productSigns.${o.productSign}`)} />}
          {o.deliveryType && (
            <Field label={t('orders.wizard.deliveryType')} value={t(`orders.deliveryTypes.${o.deliveryType}`)} />
          )}
        </SimpleGrid>
      </Card>
      {o.status === 'paid' && <SendCard order={o} family={family} />}
      {o.status === 'sent' && <CourierCard order={o} family={family} />}
      <DocumentsCard order={o} family={family} />
      {!['formed', 'paid', 'cancelled'].includes(o.status) && <TrackingCard order={o} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <PartyCard title={t('orders.detail.sender')} party={o.sender} place={o.from.name} />
        <PartyCard title={t('orders.detail.receiver')} party={o.receiver} place={o.to.name} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="xs">
            {t('orders.detail.parcel')}
          </Title>
          <Field label={t('orders.detail.content')} value={o.parcel.content} />
          <Field label={t('orders.detail.description')} value={o.parcel.description} />
        </Card>
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('orders.detail.history')}
          </Title>
          <Timeline active={o.history.length - 1} bulletSize={14} lineWidth={2}>
            {o.history.map((h) => (
              <Timeline.Item key={`${h.status}-${h.at}`} title={h.statusName}>
                <Text size="xs" c="dimmed">
                  {dateTime(h.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      </SimpleGrid>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('orders.detail.cancelTitle')} centered>
        <Text mb="lg">
          {outcome.action === 'cancel'
            ? t('orders.detail.cancelFormed')
            : outcome.action === 'refund'
              ? t('orders.detail.cancelPaid')
              : t('orders.detail.cancelBooked')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('orders.detail.cancelKeep')}
          </Button>
          <Button color="red" onClick={doCancel} loading={cancel.isPending}>
            {t('orders.detail.cancelConfirm')}
          </Button>
        </Group>
      </Modal>
      <PayOrderDialog orderId={o.id} priority={priority} opened={paying && payable} onClose={() => setPaying(false)} />
    </Container>
  );
};

export const PriorityOrderRoute = () => <OrderRoute priority />;
