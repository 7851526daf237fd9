import type { OrderDetail as Order } from '@jetkiz/contract';
import { cancelOutcome, isOrderStatus, isTerminalAddress } from '@jetkiz/domain';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime, tenge } from '../../../../lib/format.ts';
import { errorAfter, notifyError, notifySuccess } from '../../../../lib/notify.ts';
import type { UserRole } from '../../../../lib/session.ts';
import { OrderClaimsCard } from '../../../claims/index.ts';
import { type OrderFamily, useCancelOrder } from '../../api/orders.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { PacksAndPoint, ReturnButton, ReturnLinks } from './deliveries.tsx';
import { CourierCard, DocumentsCard, SendCard, TrackingCard } from './handover.tsx';
import { RepeatButton, ShareButton, TrackNumber } from './order-actions.tsx';
import { OrderExtrasCard, OrderHold } from './order-extras.tsx';
import { OrderFacts } from './order-facts.tsx';
import { PartyCard } from './party-card.tsx';

type Props = { order: Order; family: OrderFamily; userRole: UserRole; back: string; onPay: () => void };

/** Whether the carrier's events are on the page (then they are the one timeline; the status history is not repeated). */
const handedOver = (status: string) => !['formed', 'paid', 'cancelled'].includes(status);

/** One order: numbers, dates, amounts, hand-over, documents, parties, parcel and one timeline of its events. */
export const OrderDetailView = ({ order: o, family, userRole, back, onPay }: Props) => {
  const { t } = useTranslation();
  const cancel = useCancelOrder(family);
  const [confirming, setConfirming] = useState(false);
  const outcome = isOrderStatus(o.status) ? cancelOutcome(o.status) : ({ action: 'refuse', reason: 'handedOver' } as const);
  const cancellable = family !== 'priority' && outcome.action !== 'refuse';
  const postPaid = o.billing === 'postPaid';
  const payable = o.status === 'formed' && o.paymentStatus === 'unpaid' && !postPaid;
  // A post-paid company sends a formed order straight away (billed in the monthly act).
  const sendable = o.status === 'paid' || (postPaid && o.status === 'formed' && o.paymentStatus === 'unpaid');
  const doCancel = () =>
    cancel.mutate(o.id, {
      onSuccess: (next) => {
        setConfirming(false);
        notifySuccess(next.status === 'cancelled' ? t('orders.detail.cancelled') : t('orders.detail.cancelRequested'));
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, errorAfter('orders.detail.cancelError', error));
      },
    });
  return (
    <>
      <Anchor component={Link} to={back} size="sm">
        ← {t('orders.detail.back')}
      </Anchor>
      <Stack gap="xs" mt="xs" mb="lg">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('orders.detail.title', { number: o.orderNumber })}
          </Title>
          <Badge size="lg" variant="light" color={o.status === 'cancelled' ? 'gray' : 'blue'}>
            {o.statusName}
          </Badge>
        </Group>
        <TrackNumber track={o.trackNumber} />
        <Group gap="sm">
          {payable && <Button onClick={onPay}>{t('payments.pay.button')}</Button>}
          <ShareButton order={o} />
          <RepeatButton order={o} family={family} />
          <ReturnButton order={o} family={family} />
          {cancellable && (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('orders.detail.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
      <CancellationNote order={o} />
      <OrderHold order={o} />
      <ReturnLinks order={o} family={family} />
      <OrderFacts order={o} />
      <OrderExtrasCard order={o} family={family} />
      {/* An unpaid additional service holds the hand-over (issue 19): the hold above says why. */}
      {sendable && !o.extras?.hold && <SendCard order={o} family={family} />}
      {/* A parcel dropped off at a terminal has no courier pickup in its price: no courier is offered for it. */}
      {o.status === 'sent' && !isTerminalAddress(o.sender) && <CourierCard order={o} family={family} />}
      <DocumentsCard order={o} family={family} userRole={userRole} />
      {(o.status === 'delivered' || handedOver(o.status)) && <OrderClaimsCard orderId={o.id} family={family} />}
      {handedOver(o.status) && <TrackingCard order={o} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <PartyCard title={t('orders.detail.sender')} party={o.sender} place={o.from.name} terminal={o.terminalFrom} />
        <PartyCard title={t('orders.detail.receiver')} party={o.receiver} place={o.to.name} terminal={o.terminalTo} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: handedOver(o.status) ? 1 : 2 }}>
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="xs">
            {t('orders.detail.parcel')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('orders.detail.content')}
          </Text>
          <Text fw={500}>{o.parcel.content}</Text>
          {o.parcel.description && (
            <>
              <Text size="sm" c="dimmed" mt="xs">
                {t('orders.detail.description')}
              </Text>
              <Text fw={500}>{o.parcel.description}</Text>
            </>
          )}
          <PacksAndPoint order={o} />
        </Card>
        {!handedOver(o.status) && (
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
        )}
      </SimpleGrid>
      <CancelDialog
        opened={confirming}
        outcome={outcome}
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={doCancel}
      />
    </>
  );
};

/** The cancellation request under review, or the operator's decision on it (issue 18). */
const CancellationNote = ({ order: o }: { order: Order }) => {
  const { t } = useTranslation();
  if (o.status === 'cancellation_requested') {
    return (
      <Alert color="yellow" mb="md" role="status">
        {t('orders.detail.cancelPendingNote')}
      </Alert>
    );
  }
  const decision = o.cancellationDecision;
  // A paid order the customer cancelled at once: the page said only «Бас тартылды», not that the money came back.
  if (!decision && o.status === 'cancelled' && o.paymentStatus === 'refunded') {
    return (
      <Alert color="green" mb="md" role="status" data-testid="cancel-refund">
        {t('orders.detail.cancelledRefunded', { amount: tenge(o.totalWithPromo) })}
      </Alert>
    );
  }
  if (!decision) return null;
  if (decision.outcome === 'approved') {
    return (
      <Alert color="green" mb="md" role="status" title={t('orders.detail.cancelDecisionTitle')} data-testid="cancel-decision">
        {o.paymentStatus === 'refunded'
          ? t('orders.detail.cancelApproved', { amount: tenge(o.totalWithPromo) })
          : t('orders.detail.cancelApprovedUnpaid')}
      </Alert>
    );
  }
  return (
    <Alert color="orange" mb="md" role="status" title={t('orders.detail.cancelDecisionTitle')} data-testid="cancel-decision">
      {decision.outcome === 'lapsed'
        ? t('orders.detail.cancelLapsed')
        : t('orders.detail.cancelDeclined', { reason: decision.reason ?? '' })}
    </Alert>
  );
};
