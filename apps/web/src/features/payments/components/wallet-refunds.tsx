import { MONEY_FIELD_MESSAGES, type RefundRequest } from '@jetkiz/contract';
import { checkKzIban, tengeToTiyn, tiynToTenge } from '@jetkiz/domain';
import { Badge, Button, Card, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldMessage, serverFieldErrors } from '../../../lib/field-message.tsx';
import { date, dateTime, tenge } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { getWalletRefundsQueryOptions, useAskRefund } from '../api/payments.ts';
import { sumText } from '../lib/sum-text.ts';

const STATUS_COLORS = { pending: 'blue', paid: 'green', declined: 'red' } as const;

/** One request: amount, where it goes, status, and the 15-day term (or why it was declined). */
const RequestLine = ({ request }: { request: RefundRequest }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="sm" component="li" data-testid="refund-request">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{tenge(request.amount)}</Text>
        <Badge color={request.overdue ? 'orange' : STATUS_COLORS[request.status]} variant="light">
          {request.statusName}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(request.method === 'card' ? 'payments.refunds.toCard' : 'payments.refunds.toAccount', {
          destination: request.destination,
        })}
        {' · '}
        {t('payments.refunds.askedAt', { at: dateTime(request.requestedAt) })}
      </Text>
      {request.status === 'pending' && (
        <Text size="sm" c={request.overdue ? 'orange.9' : undefined}>
          {request.overdue
            ? t('payments.refunds.overdue', { date: date(request.dueOn) })
            : t('payments.refunds.dueBy', { date: date(request.dueOn) })}
        </Text>
      )}
      {request.status === 'declined' && request.declineReason && (
        <Text size="sm">{t('payments.refunds.declinedBecause', { reason: request.declineReason })}</Text>
      )}
    </Card>
  );
};

type Values = { amount: string; method: 'card' | 'transfer'; cardInvoiceId: string | null; iban: string };

/**
 * The customer's refund of unused wallet money (spec §9): to the card of an earlier top-up or by transfer to a
 * Kazakh IBAN (control digits checked here and on the server); the amount is held at once; the requests below with
 * their status and 15-day term.
 */
export const WalletRefunds = () => {
  const { t } = useTranslation();
  const refunds = useQuery(getWalletRefundsQueryOptions());
  const ask = useAskRefund();
  const cards = refunds.data?.cards ?? [];
  const free = refunds.data?.freeBalance ?? 0;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: '', method: 'transfer', cardInvoiceId: null, iban: '' },
    validate: {
      amount: (typed) => {
        const checked = tengeToTiyn(sumText(typed));
        if (!checked.ok || checked.value <= 0) return fieldMessage((lang) => MONEY_FIELD_MESSAGES.amountInvalid[lang]);
        // The sum too is written in the language shown («5 000 ₸», «5,000 ₸»).
        return tiynToTenge(checked.value) > free
          ? fieldMessage((lang) => i18next.t('payments.refunds.aboveFree', { free: tenge(free, lang), lng: lang }))
          : null;
      },
      cardInvoiceId: (value, values) =>
        values.method === 'card' && !value ? fieldMessage((lang) => MONEY_FIELD_MESSAGES.cardUnknown[lang]) : null,
      iban: (value, values) => {
        if (values.method !== 'transfer') return null;
        const checked = checkKzIban(value);
        if (checked.ok) return null;
        const message =
          checked.problem === 'checkDigits' ? MONEY_FIELD_MESSAGES.ibanCheckDigits : MONEY_FIELD_MESSAGES.ibanFormat;
        return fieldMessage((lang) => message[lang]);
      },
    },
  });

  const submit = async (values: Values) => {
    try {
      await ask.mutateAsync({
        amount: Number(sumText(values.amount)),
        method: values.method,
        ...(values.method === 'card' ? { cardInvoiceId: values.cardInvoiceId ?? '' } : { iban: values.iban }),
      });
      form.reset();
      notifySuccess(t('payments.refunds.asked'));
    } catch (caught) {
      for (const [field, message] of Object.entries(serverFieldErrors(caught))) form.setFieldError(field, message);
      notifyError(caught);
    }
  };

  const requests = refunds.data?.requests ?? [];
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="refund-title">
      <Title order={2} size="h4" id="refund-title" mb="xs">
        {t('payments.refunds.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('payments.refunds.hint', { free: tenge(free) })}
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="sm">
          <Radio.Group label={t('payments.refunds.method')} {...form.getInputProps('method')}>
            <Group mt={4} gap="md">
              <Radio value="transfer" label={t('payments.refunds.byTransfer')} />
              <Radio value="card" label={t('payments.refunds.byCard')} disabled={cards.length === 0} />
            </Group>
          </Radio.Group>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('payments.refunds.amount')}
              inputMode="decimal"
              w={{ base: '100%', xs: 200 }}
              {...form.getInputProps('amount')}
            />
            {form.values.method === 'card' ? (
              <Select
                label={t('payments.refunds.card')}
                w={{ base: '100%', xs: 320 }}
                data={cards.map((c) => ({
                  value: c.invoiceId,
                  label: t('payments.refunds.cardOption', { mask: c.cardMask, max: tenge(c.refundable) }),
                }))}
                {...form.getInputProps('cardInvoiceId')}
              />
            ) : (
              <TextInput
                label={t('payments.refunds.iban')}
                description={t('payments.refunds.ibanHint')}
                // Under the field: above it, the hint pushed the field below the amount's beside it.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                placeholder="KZ00 000A 0000 0000 0000"
                autoComplete="off"
                w={{ base: '100%', xs: 320 }}
                {...form.getInputProps('iban')}
              />
            )}
          </Group>
          <Group>
            <Button type="submit" variant="light" loading={ask.isPending} disabled={free <= 0}>
              {t('payments.refunds.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Title order={3} size="h5" mt="md" mb="xs">
        {t('payments.refunds.requests')}
      </Title>
      {refunds.isPending ? (
        <Text size="sm" c="dimmed">
          {t('payments.refunds.loading')}
        </Text>
      ) : requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.refunds.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.map((r) => (
            <RequestLine key={r.id} request={r} />
          ))}
        </Stack>
      )}
    </Card>
  );
};
