import type { approveCancellationRoute, correctOrderStatusRoute, OperatorOrderDetail } from '@jetkiz/contract';
import { ORDER_STATUSES, type OrderStatus, statusCorrection } from '@jetkiz/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { date, dateTime, phone, tenge } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { customerPath } from '../customers/customers-page.tsx';
import { reasonError, requiredError } from '../form-checks.ts';
import { useStaffMay } from '../roles.ts';
import { operatorOrderQueryOptions, useApproveCancellation, useCorrectStatus, useDeclineCancellation } from './api.ts';
import { OperatorOrderServices } from './order-services.tsx';
import { operatorOrdersPath } from './paths.ts';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={500}>{children}</Text>
  </div>
);

/**
 * A dialog that asks for a reason (3 characters at least) and, optionally, something more above it: `missing` is that
 * something's problem (said under it once the dialog is confirmed), and the reason waits until there is none.
 */
const ReasonDialog = (props: {
  title: string;
  lead: string;
  label: string;
  confirm: string;
  color: string;
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  children?: (tried: boolean) => ReactNode;
  missing?: ReactNode;
}) => {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: { reason: reasonError } });
  const [tried, setTried] = useState(false);
  const close = () => {
    form.reset();
    setTried(false);
    props.onClose();
  };
  const submit = form.onSubmit(({ reason }) => {
    if (!props.missing) props.onConfirm(reason.trim());
  });
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          setTried(true);
          submit(event);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{props.lead}</Text>
          {props.children?.(tried)}
          <Textarea
            label={props.label}
            required
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps('reason')}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('opwork.orders.cancel')}
            </Button>
            <Button type="submit" color={props.color} loading={props.pending}>
              {props.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** The cancellation request: approve (cancel at the carrier, refund) or decline with a reason. */
const CancellationRequest = ({ order }: { order: OperatorOrderDetail }) => {
  const { t } = useTranslation();
  const approve = useApproveCancellation(order.id);
  const decline = useDeclineCancellation(order.id);
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  // Roles that only read see the request, not the decision's buttons (the API would refuse them).
  const mayDecide = useStaffMay<typeof approveCancellationRoute>(['operator']);
  const onError = (e: Error) => notifyError(e);
  return (
    <Alert color="orange" mb="md" title={t('opwork.orders.request')}>
      <Text size="sm" mb={mayDecide ? 'sm' : 0}>
        {t('opwork.orders.requestLead')}
      </Text>
      {mayDecide && (
        <Group gap="sm">
          <Button color="red" onClick={() => setDialog('approve')}>
            {t('opwork.orders.approve')}
          </Button>
          <Button variant="default" onClick={() => setDialog('decline')}>
            {t('opwork.orders.decline')}
          </Button>
        </Group>
      )}
      <Modal opened={dialog === 'approve'} onClose={() => setDialog(null)} title={t('opwork.orders.approveDialog')} centered>
        <Text size="sm" mb="md">
          {t('opwork.orders.approveLead', { amount: tenge(order.totalWithPromo) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('opwork.orders.cancel')}
          </Button>
          <Button
            color="red"
            loading={approve.isPending}
            onClick={() =>
              approve.mutate(undefined, {
                onSuccess: () => {
                  notifySuccess(t('opwork.orders.approved'));
                  setDialog(null);
                },
                onError,
              })
            }
          >
            {t('opwork.orders.approve')}
          </Button>
        </Group>
      </Modal>
      <ReasonDialog
        title={t('opwork.orders.declineDialog')}
        lead={t('opwork.orders.requestLead')}
        label={t('opwork.orders.declineReason')}
        confirm={t('opwork.orders.decline')}
        color="orange"
        opened={dialog === 'decline'}
        pending={decline.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) =>
          decline.mutate(reason, {
            onSuccess: () => {
              notifySuccess(t('opwork.orders.declined'));
              setDialog(null);
            },
            onError,
          })
        }
      />
    </Alert>
  );
};

/** The statuses the operator may correct this order to (domain `statusCorrection`). */
const correctable = (status: string): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => statusCorrection(status as OrderStatus, to).ok);

const CorrectStatus = ({ order }: { order: OperatorOrderDetail }) => {
  const { t } = useTranslation();
  const correct = useCorrectStatus(order.id);
  const may = useStaffMay<typeof correctOrderStatusRoute>(['operator']);
  const [opened, setOpened] = useState(false);
  const [to, setTo] = useState<string | null>(null);
  const options = correctable(order.status);
  if (!may || options.length === 0) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('opwork.orders.correct')}
      </Button>
      <ReasonDialog
        title={t('opwork.orders.correctDialog')}
        lead={t('opwork.orders.correctLead')}
        label={t('opwork.orders.correctReason')}
        confirm={t('opwork.orders.correct')}
        color="blue"
        opened={opened}
        pending={correct.isPending}
        missing={requiredError(to)}
        onClose={() => {
          setOpened(false);
          setTo(null);
        }}
        onConfirm={(reason) =>
          to &&
          correct.mutate(
            { status: to as OrderStatus, reason },
            {
              onSuccess: () => {
                notifySuccess(t('opwork.orders.corrected'));
                setOpened(false);
                setTo(null);
              },
              onError: (e) => notifyError(e),
            },
          )
        }
      >
        {(tried) => (
          <Select
            label={t('opwork.orders.newStatus')}
            required
            value={to}
            onChange={setTo}
            error={tried && requiredError(to)}
            data={options.map((s) => ({ value: s, label: t(`opwork.statuses.${s}`) }))}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      </ReasonDialog>
    </>
  );
};

/** One order as the operator reads it (issue 18): facts, customer, the request, the status log, the carrier's events. */
export const OperatorOrderPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useQuery(operatorOrderQueryOptions(id));
  usePageTitle(order.data?.orderNumber ?? t('opwork.orders.title'));
  const back = (
    <Anchor component={Link} to={operatorOrdersPath} size="sm">
      ← {t('opwork.orders.back')}
    </Anchor>
  );
  if (order.isPending)
    return (
      <>
        {back}
        <Group mt="md">
          <Loader size="sm" />
        </Group>
      </>
    );
  if (!order.data)
    return (
      <>
        {back}
        <Alert color="gray" mt="md">
          {t('opwork.orders.notFound')}
        </Alert>
      </>
    );
  const o = order.data;
  const payment =
    o.paymentStatus === 'refunded'
      ? t('opwork.orders.refunded')
      : o.paymentStatus === 'paid'
        ? t('opwork.orders.paid')
        : t('opwork.orders.unpaid');
  return (
    <>
      {back}
      <Group gap="sm" mt="xs" mb="md" align="center">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {o.orderNumber}
        </Title>
        <Badge
          size="lg"
          variant="light"
          color={o.status === 'cancellation_requested' ? 'orange' : 'blue'}
          style={{ textTransform: 'none' }}
        >
          {o.statusName}
        </Badge>
        {o.late && (
          <Badge size="lg" variant="light" color="red" style={{ textTransform: 'none' }}>
            {t('opwork.orders.lateBadge')}
          </Badge>
        )}
        <CorrectStatus order={o} />
      </Group>
      {o.status === 'cancellation_requested' && <CancellationRequest order={o} />}
      {o.cancellationDecision && o.status !== 'cancellation_requested' && (
        <Alert
          color={o.cancellationDecision.outcome === 'approved' ? 'green' : 'gray'}
          mb="md"
          title={t('opwork.orders.decision')}
        >
          {o.cancellationDecision.outcome === 'approved'
            ? t('opwork.orders.decisionApproved')
            : o.cancellationDecision.outcome === 'lapsed'
              ? t('opwork.orders.decisionLapsed')
              : t('opwork.orders.decisionDeclined', { reason: o.cancellationDecision.reason ?? '' })}{' '}
          · {dateTime(o.cancellationDecision.at)}
        </Alert>
      )}
      <OperatorOrderServices order={o} />
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('opwork.orders.facts')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('opwork.orders.customer')}>
              <Anchor component={Link} to={customerPath(o.customer.id)}>
                {o.customer.name}
              </Anchor>{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{phone(o.customer.phone)}</span>
            </Fact>
            <Fact label={t('opwork.orders.route')}>
              {o.from.name} → {o.to.name}
            </Fact>
            <Fact label={t('opwork.orders.created')}>{dateTime(o.createdAt)}</Fact>
            <Fact label={t('opwork.orders.due')}>
              {o.expectedDeliveryTo ? date(o.expectedDeliveryTo) : date(o.estimatedDeliveryTo)}
            </Fact>
            <Fact label={t('opwork.orders.amount')}>{tenge(o.totalWithPromo)}</Fact>
            <Fact label={t('opwork.orders.paymentStatus')}>{payment}</Fact>
            <Fact label={t('opwork.orders.carrier')}>{o.carrierName}</Fact>
            <Fact label={t('opwork.orders.shipment')}>{o.carrierShipmentId ?? '—'}</Fact>
            {o.bookedAt && <Fact label={t('opwork.orders.bookedAt')}>{dateTime(o.bookedAt)}</Fact>}
            {o.carrierCancelledAt && <Fact label={t('opwork.orders.carrierCancelled')}>{dateTime(o.carrierCancelledAt)}</Fact>}
            {o.carrierCancelError && <Fact label={t('opwork.orders.carrierCancelError')}>{o.carrierCancelError}</Fact>}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('opwork.orders.carrierEvents')}
          </Title>
          {o.carrierEvents.length === 0 ? (
            <Text c="dimmed">{t('opwork.orders.noEvents')}</Text>
          ) : (
            <Stack gap={4}>
              {o.carrierEvents.map((e) => (
                <Text size="sm" key={`${e.carrierCode}-${e.occurredAt}`}>
                  {dateTime(e.occurredAt)} — {e.eventName} ({e.carrierCode}){e.place ? `, ${e.place}` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('opwork.orders.statusLog')}
        </Title>
        <Timeline active={o.statusLog.length - 1} bulletSize={14} lineWidth={2}>
          {o.statusLog.map((h) => (
            <Timeline.Item key={`${h.status}-${h.at}`} title={h.statusName}>
              <Text size="xs" c="dimmed">
                {dateTime(h.at)} · {h.by ? t('opwork.orders.by', { name: h.by }) : t('opwork.orders.byCarrier')}
              </Text>
              {h.note && <Text size="sm">{h.note === 'refunded' ? t('opwork.orders.refunded') : h.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </>
  );
};
