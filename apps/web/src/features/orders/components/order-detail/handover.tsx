import { type OrderDetail, PICKUP_MESSAGES } from '@jetkiz/contract';
import { COURIER_WINDOWS, checkPickupDate, isTerminalAddress } from '@jetkiz/domain';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackingPath } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { fieldMessage, type MessageOf, serverFieldText, textOf } from '../../../../lib/field-message.tsx';
import { date as day } from '../../../../lib/format.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../../lib/notify.ts';
import { serverNow } from '../../../../lib/server-clock.ts';
import type { UserRole } from '../../../../lib/session.ts';
import { downloadOrderInvoice } from '../../../payments/index.ts';
import { getTrackQueryOptions, TrackTimeline } from '../../../tracking/index.ts';
import {
  downloadFile,
  getFilesQueryOptions,
  type OrderFamily,
  openFileToPrint,
  useCourier,
  useSendOrder,
} from '../../api/orders.ts';
import { usePickupDates } from '../../lib/dates.ts';

/** Handing a paid order to the carrier with a pickup date; the reason of a failed booking stays visible. */
export const SendCard = ({ order, family }: { order: OrderDetail; family: OrderFamily }) => {
  const { t } = useTranslation();
  // The domain's one rule on the server's calendar: the earliest pickup date (past the cut-off, today is gone) is
  // the default, and the choices move on at the cut-off and at midnight while the page stays open.
  const { calendar, choices, refresh } = usePickupDates();
  const [picked, setPicked] = useState<string | null>(null);
  // The server's refusal of the date, under the field in the page's language (a switch of language says it again).
  const [refusal, setRefusal] = useState<ReactNode>(null);
  // A chosen day the choices no longer hold (the cut-off passed) gives way to the earliest one.
  const date = picked && choices.includes(picked) ? picked : (choices[0] ?? null);
  const send = useSendOrder(family);
  const postPaid = order.billing === 'postPaid' && order.paymentStatus === 'unpaid';
  const submit = () => {
    if (!date) return;
    setRefusal(null);
    // Checked again at the moment of sending: the choices may be a moment older than the cut-off.
    const pickup = checkPickupDate(date, serverNow(), calendar);
    if (!pickup.ok) {
      refresh();
      notifyWarning((lang) => PICKUP_MESSAGES[pickup.problem][lang], 'handover');
      return;
    }
    // The card leaves the page once the order is sent: the outcome is told from the promise, not the hook.
    send.mutateAsync({ id: order.id, pickupDate: pickup.wire }).then(
      (answer) => notifySuccess(t('handover.sent', { number: answer.orderNum })),
      (error: unknown) => {
        // The server's own words for a refused date (§8 «Выбрана некорректная дата»), not the generic «check the data».
        const refused =
          error instanceof ApiError && 'pickupDate' in error.fields ? serverFieldText(error, 'pickupDate') : undefined;
        if (refused) {
          setRefusal(fieldMessage(refused));
          refresh();
        }
        notifyError(error, refused);
      },
    );
  };
  return (
    <Card withBorder radius="lg" p="lg" mb="md" component="section" aria-labelledby="handover-title">
      <Title order={2} size="h4" id="handover-title" mb={4}>
        {t('handover.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('handover.lead')}
      </Text>
      {postPaid && (
        <Alert color="blue" variant="light" mb="sm">
          {t('handover.postPaid')}
        </Alert>
      )}
      {order.bookingError && (
        <Alert color="orange" mb="sm" role="alert">
          {order.bookingErrorKind === 'unavailable'
            ? // The carrier's words here are a technical failure (in its language), for staff: the customer is told to retry.
              t(postPaid ? 'handover.postPaidBookingUnavailable' : 'handover.bookingUnavailable')
            : t(postPaid ? 'handover.postPaidBookingError' : 'handover.bookingError', { reason: order.bookingError })}
        </Alert>
      )}
      {/* Aligned by the top: a refused date's message under the field does not push the button below the field. */}
      <Group align="flex-start" gap="sm">
        <Select
          label={t(isTerminalAddress(order.sender) ? 'handover.handInDate' : 'handover.pickupDate')}
          // The day as every date is written («07.12.2026», English too); the API is sent its own format.
          data={choices.map((d) => ({ value: d, label: `${day(d)} 10:00` }))}
          value={date}
          onChange={(value) => {
            setPicked(value);
            setRefusal(null);
          }}
          error={refusal}
          allowDeselect={false}
          w={220}
        />
        <Button onClick={submit} loading={send.isPending} mt={{ base: 0, xs: 25 }}>
          {t('handover.send')}
        </Button>
      </Group>
    </Card>
  );
};

/** A courier for a sent order: a window on the pickup date, cancellable until assigned. */
export const CourierCard = ({ order, family }: { order: OrderDetail; family: OrderFamily }) => {
  const { t } = useTranslation();
  const [window, setWindow] = useState<string | null>(COURIER_WINDOWS[0]);
  const courier = useCourier(family);
  const active = order.courier && order.courier.status !== 'cancelled' ? order.courier : null;
  const act = (value: string | null, done: string) =>
    courier.mutate(
      { id: order.id, window: value },
      { onSuccess: () => notifySuccess(done), onError: (error) => notifyError(error) },
    );
  return (
    <Card withBorder radius="lg" p="lg" mb="md" component="section" aria-labelledby="courier-title">
      <Title order={2} size="h4" id="courier-title" mb="sm">
        {t('handover.courierTitle')}
      </Title>
      {active ? (
        <Stack gap="sm">
          <Text>
            {t(`handover.courier.${active.status}`, {
              date: day(active.pickupDate),
              window: active.window.replace('-', '–'),
            })}
          </Text>
          {active.status === 'requested' && (
            <Group>
              <Button
                variant="light"
                color="red"
                onClick={() => act(null, t('handover.callCancelled'))}
                loading={courier.isPending}
              >
                {t('handover.cancelCall')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Group align="flex-end" gap="sm">
          <Select
            label={t('handover.window')}
            data={COURIER_WINDOWS.map((w) => ({ value: w, label: w.replace('-', '–') }))}
            value={window}
            onChange={setWindow}
            allowDeselect={false}
            w={200}
          />
          <Button onClick={() => act(window, t('handover.called'))} loading={courier.isPending}>
            {t('handover.call')}
          </Button>
        </Group>
      )}
    </Card>
  );
};

/**
 * The order's documents, as the server lists them for its state. The invoice is offered once, and only while the
 * order is unpaid; the label can be printed straight away.
 */
export const DocumentsCard = ({ order, family, userRole }: { order: OrderDetail; family: OrderFamily; userRole: UserRole }) => {
  const { t } = useTranslation();
  const files = useQuery(getFilesQueryOptions(family, order.id, order.paymentStatus));
  const [busy, setBusy] = useState<string>();
  // A post-paid order has no invoice of its own: the monthly act bills it.
  const unpaid = order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && order.billing !== 'postPaid';
  const listed = (files.data ?? []).filter((file) => file.type !== 'invoice');
  const label = listed.find((file) => file.type === 'label');
  /** `failure`: the spec's own words for it (§8: an order's file that could not be saved is a «file conversion error»). */
  const run = (key: string, action: () => Promise<void>, failure?: MessageOf) => {
    setBusy(key);
    action()
      .catch((error: unknown) => notifyError(error, failure))
      .finally(() => setBusy(undefined));
  };
  if (listed.length === 0 && !unpaid) return null;
  return (
    <Card withBorder radius="lg" p="lg" mb="md" component="section" aria-labelledby="documents-title">
      <Title order={2} size="h4" id="documents-title" mb="sm">
        {t('handover.documents')}
      </Title>
      <Group gap="sm">
        {unpaid && (
          <Button
            variant="default"
            loading={busy === 'invoice'}
            onClick={() => run('invoice', () => downloadOrderInvoice(userRole, order.id))}
          >
            {t('payments.pay.invoice')}
          </Button>
        )}
        {listed.map((file) => (
          <Button
            key={file.id}
            variant="default"
            loading={busy === file.id}
            onClick={() => run(file.id, () => downloadFile(family, file.id), textOf('notify.fileError'))}
          >
            {t(`handover.docs.${file.type}`)}
          </Button>
        ))}
        {label && (
          <Button
            variant="light"
            loading={busy === 'print'}
            onClick={() => run('print', () => openFileToPrint(family, label.id), textOf('notify.fileError'))}
          >
            {t('orders.detail.printLabel')}
          </Button>
        )}
      </Group>
    </Card>
  );
};

/** The carrier's events for a handed-over order, the same timeline the public page shows. */
export const TrackingCard = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const track = useQuery({ ...getTrackQueryOptions(order.trackNumber), meta: { silent: true } });
  return (
    <Card withBorder radius="lg" p="lg" mb="md" component="section" aria-labelledby="tracking-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="tracking-title">
          {t('handover.tracking')}
        </Title>
        <Anchor component={Link} to={trackingPath(order.trackNumber)} size="sm">
          {t('handover.openPublic')}
        </Anchor>
      </Group>
      {track.data && <TrackTimeline track={track.data} />}
    </Card>
  );
};
