import { PAYMENT_MESSAGES } from '@jetkiz/contract';
import { checkTopUpSum, formatTenge, TOPUP_MAX, TOPUP_MIN } from '@jetkiz/domain';
import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { errorText, notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { getTopUp, requestTopUp } from '../api/payments.ts';
import { openBankWidget } from '../lib/bank-widget.ts';

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

/**
 * Card top-up: the sum is checked by the domain rule, the server gets a payment token from the bank, the bank's
 * widget opens in its 400 px frame; the wallet changes only when the server has the bank's confirmation.
 */
export const TopUpForm = ({ initialSum = '', onPaid }: { initialSum?: string; onPaid?: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sum, setSum] = useState(initialSum);
  const [error, setError] = useState<string>();
  const [phase, setPhase] = useState<'idle' | 'opening' | 'waiting'>('idle');
  const lang = currentLang();

  const message = (problem: string) =>
    problem === 'tooSmall'
      ? PAYMENT_MESSAGES.sumTooSmall[lang].replace('{{min}}', formatTenge(TOPUP_MIN, lang))
      : problem === 'tooLarge'
        ? PAYMENT_MESSAGES.sumTooLarge[lang].replace('{{max}}', formatTenge(TOPUP_MAX, lang))
        : PAYMENT_MESSAGES.sumInvalid[lang];

  const submit = async () => {
    const text = sum.replace(/\s/g, '').replace(',', '.');
    const checked = checkTopUpSum(text);
    if (!checked.ok) {
      setError(message(checked.problem));
      notifyWarning(message(checked.problem));
      return;
    }
    setError(undefined);
    setPhase('opening');
    try {
      const request = await requestTopUp(text);
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
        notifyError(
          undefined,
          `${t('payments.pay.error')}: ${t('payments.wallet.declined')}${topUp.reason ? ` (${topUp.reason})` : ''}`,
        );
      } else if (result.success) {
        notifyWarning(t('payments.wallet.notConfirmed'));
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.sum) setError(caught.fields.sum);
      notifyError(caught, caught instanceof ApiError ? undefined : `${t('payments.pay.error')}: ${errorText(caught)}`);
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('payments.wallet.sum')}
          inputMode="decimal"
          value={sum}
          onChange={(event) => setSum(event.currentTarget.value)}
          error={error}
          w={220}
          required
        />
        <Button type="submit" mt={25} loading={phase !== 'idle'}>
          {t('payments.wallet.topUp')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t('payments.wallet.topUpHint', { min: formatTenge(TOPUP_MIN, lang), max: formatTenge(TOPUP_MAX, lang) })}
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
