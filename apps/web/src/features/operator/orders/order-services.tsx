import type { OperatorOrderDetail, operatorAddServiceRoute } from '@jetkiz/contract';
import { Alert, Badge, Button, Card, Group, Modal, NumberInput, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { date, tenge } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { reasonError, requiredError } from '../form-checks.ts';
import { useStaffMay } from '../roles.ts';
import { useAddService, useCancelService } from './api.ts';

/**
 * Issue 19 in the console's order: the hold and why, the late-delivery credit, the additional services with their
 * due day — the operator adds one (with a reason, audited) or cancels an unpaid one (lifting the hold).
 */
type Dialog = { kind: 'add' } | { kind: 'cancel'; serviceId: string; name: string } | null;

const STATUS_COLOR = { unpaid: 'red', paid: 'blue', cancelled: 'gray', refunded: 'teal' } as const;

export const OperatorOrderServices = ({ order }: { order: OperatorOrderDetail }) => {
  const { t } = useTranslation();
  const add = useAddService(order.id);
  const cancel = useCancelService(order.id);
  const mayChange = useStaffMay<typeof operatorAddServiceRoute>(['operator']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { service: null as string | null, days: 1, reason: '' },
    validate: { service: (value) => (dialog?.kind === 'add' ? requiredError(value) : null), reason: reasonError },
  });
  const extras = order.extras;
  if (!extras) return null;
  const close = () => {
    setDialog(null);
    form.reset();
  };
  const onError = (e: Error) => notifyError(e);
  const { service, days } = form.values;
  const chosen = extras.available.find((a) => a.service === service);
  const confirm = form.onSubmit(({ reason }) => {
    if (!dialog) return;
    if (dialog.kind === 'cancel') {
      cancel.mutate(
        { serviceId: dialog.serviceId, reason: reason.trim() },
        {
          onSuccess: () => {
            notifySuccess(t('opwork.services.cancelled'));
            close();
          },
          onError,
        },
      );
    } else if (chosen) {
      add.mutate(
        { service: chosen.service, ...(chosen.service === 'STORAGE' && { days }), reason: reason.trim() },
        {
          onSuccess: () => {
            notifySuccess(t('opwork.services.added'));
            close();
          },
          onError,
        },
      );
    }
  });
  const credit = extras.lateCredit;
  return (
    <>
      {extras.hold && (
        <Alert color="orange" mb="md" data-testid="order-hold">
          {extras.hold}
        </Alert>
      )}
      <Card withBorder radius="lg" p="md" mb="md" data-testid="order-extras">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('opwork.services.title')}
          </Title>
          {mayChange && extras.available.length > 0 && (
            <Button variant="light" size="sm" onClick={() => setDialog({ kind: 'add' })}>
              {t('opwork.services.add')}
            </Button>
          )}
        </Group>
        <Stack gap="xs">
          {credit && (
            <Text fw={500} c="teal.9" data-testid="late-credit">
              {t('opwork.services.lateCredit', { amount: tenge(credit.amount), days: credit.daysLate, date: date(credit.at) })}
            </Text>
          )}
          {extras.services.length === 0 && <Text c="dimmed">{t('opwork.services.none')}</Text>}
          {extras.services.map((line) => (
            <Group key={line.id} justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Text fw={500}>{line.name}</Text>
                <Badge variant="light" color={STATUS_COLOR[line.status]} style={{ textTransform: 'none' }}>
                  {line.statusName}
                </Badge>
                <Text size="sm" c="dimmed">
                  {[
                    tenge(line.amount),
                    line.service === 'STORAGE' ? t('opwork.services.storageDays', { days: line.days }) : null,
                    line.status === 'unpaid' &&
                      (line.overdue
                        ? t('opwork.services.overdue', { date: date(line.dueOn) })
                        : t('opwork.services.due', { date: date(line.dueOn) })),
                    line.penalty > 0 &&
                      line.status !== 'cancelled' &&
                      t('opwork.services.penalty', { amount: tenge(line.penalty), days: line.daysLate }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
              {mayChange && line.status === 'unpaid' && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setDialog({ kind: 'cancel', serviceId: line.id, name: line.name })}
                >
                  {t('opwork.services.cancel')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Card>
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'cancel' ? `${t('opwork.services.cancelDialog')}: ${dialog.name}` : t('opwork.services.addDialog')
        }
        centered
      >
        <form noValidate onSubmit={confirm}>
          <Stack gap="sm">
            <Text size="sm">{dialog?.kind === 'cancel' ? t('opwork.services.cancelLead') : t('opwork.services.addLead')}</Text>
            {dialog?.kind === 'add' && (
              <Select
                label={t('opwork.services.service')}
                required
                {...form.getInputProps('service')}
                data={extras.available.map((a) => ({ value: a.service, label: `${a.name} — ${tenge(a.price)}` }))}
                comboboxProps={{ withinPortal: false }}
              />
            )}
            {dialog?.kind === 'add' && chosen?.service === 'STORAGE' && (
              <NumberInput
                label={t('opwork.services.days')}
                min={1}
                max={30}
                value={days}
                onChange={(v) => form.setFieldValue('days', typeof v === 'number' ? v : 1)}
              />
            )}
            <Textarea
              label={t('opwork.services.reason')}
              required
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('opwork.services.close')}
              </Button>
              <Button type="submit" loading={add.isPending || cancel.isPending}>
                {dialog?.kind === 'cancel' ? t('opwork.services.cancel') : t('opwork.services.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
