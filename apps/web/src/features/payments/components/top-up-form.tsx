import { bankDeclineMessage, sumProblemMessage } from '@jetkiz/contract';
import { checkTopUpSum, TOPUP_MAX, TOPUP_MIN } from '@jetkiz/domain';
import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors, textOf } from '../../../lib/field-message.tsx';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { money } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { errorAfter, notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { getTopUp, requestTopUp } from '../api/payments.ts';
import { openBankWidget } from '../lib/bank-widget.ts';
import { sumText } from '../lib/sum-text.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A top-up's outcome as the server knows it, asked a few times while the bank's callback arrives. */
const settledTopUp = async (invoiceId: string) => {
  for (let i = 0; i < 10; i++) {
    const topUp = await getTopUp(invoiceId);
    if (topUp.status !== 'pending') return topUp;
    await wait(1_000);
  }
  return getTopUp(invoiceId);
};

/** The domain's top-up rule as a form validator, with the contract's message (the API answers the same). */
export const topUpSumError = (typed: string): string | null => {
  const checked = checkTopUpSum(sumText(typed));
  return checked.ok ? null : sumProblemMessage(checked.problem, currentLang());
};

/**
 * Card top-up: the sum is checked by the domain rule, the server gets a payment token from the bank, the bank's
 * widget opens in its 400 px frame; the wallet changes only when the server has the bank's confirmation. A
 * decline reads wholly in the customer's language (the bank's English reason is mapped, never quoted).
 */
export const TopUpForm = ({ initialSum = '', onPaid }: { initialSum?: string; onPaid?: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [phase, setPhase] = useState<'idle' | 'opening' | 'waiting'>('idle');
  const form = useForm({ mode: 'controlled', initialValues: { sum: initialSum }, validate: { sum: topUpSumError } });
  const warn = useFormWarnings(form.errors, 'top-up');
  useErrorsInLanguage(form);
  const lang = currentLang();

  const pay = async ({ sum }: { sum: string }) => {
    setPhase('opening');
    try {
      const request = await requestTopUp(sumText(sum));
      const result = await openBankWidget(request);
      setPhase('waiting');
      // A paid form waits for the bank's confirmation; a declined or closed one is asked about once.
      const invoiceId = request.paymentObject.invoiceId;
      const topUp = result.success ? await settledTopUp(invoiceId) : await getTopUp(invoiceId);
      await client.invalidateQueries({ queryKey: ['payments'] });
      if (topUp.status === 'paid') {
        notifySuccess(t('payments.wallet.replenished'));
        onPaid?.();
      } else if (topUp.status === 'failed') {
        notifyError(undefined, (lang) => bankDeclineMessage(topUp.reason, lang));
      } else if (result.success) {
        notifyWarning(textOf('payments.wallet.notConfirmed'));
      }
    } catch (caught) {
      const { sum } = serverFieldErrors(caught);
      if (sum) form.setFieldError('sum', sum);
      notifyError(caught, caught instanceof ApiError ? undefined : errorAfter('payments.pay.error', caught));
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void pay(values), warn)}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('payments.wallet.sum')}
          inputMode="decimal"
          w={{ base: '100%', xs: 220 }}
          required
          {...form.getInputProps('sum')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={phase !== 'idle'} fullWidth={false}>
          {t('payments.wallet.topUp')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t('payments.wallet.topUpHint', { min: money(TOPUP_MIN, lang), max: money(TOPUP_MAX, lang) })}
      </Text>
      {phase !== 'idle' && (
        <Group gap="xs" mt="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t(phase === 'opening' ? 'payments.wallet.opening' : 'payments.wallet.waiting')}</Text>
        </Group>
      )}
    </form>
  );
};
