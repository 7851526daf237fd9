import { sumProblemMessage } from '@jetkiz/contract';
import { checkSum, TOPUP_MIN, TRANSFER_INVOICE_MAX } from '@jetkiz/domain';
import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/field-message.tsx';
import { useErrorsInLanguage } from '../../../lib/form-warnings.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadTransferInvoice } from '../api/payments.ts';
import { sumText } from '../lib/sum-text.ts';

/** The limits the API applies to a transfer invoice. */
const LIMITS = { min: TOPUP_MIN, max: TRANSFER_INVOICE_MAX };

/** A company's invoice for topping up by bank transfer (the operator credits the transfer when it arrives). */
export const TransferInvoice = () => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { sum: '' },
    validate: {
      sum: (typed: string) => {
        const checked = checkSum(sumText(typed), LIMITS);
        return checked.ok ? null : sumProblemMessage(checked.problem, currentLang(), LIMITS);
      },
    },
  });
  // The message under the sum follows a language switch: the form's own checked again, the server's re-said.
  useErrorsInLanguage(form);
  const download = async ({ sum }: { sum: string }) => {
    setBusy(true);
    try {
      await downloadTransferInvoice(sumText(sum));
    } catch (caught) {
      const { sum } = serverFieldErrors(caught);
      if (sum) form.setFieldError('sum', sum);
      notifyError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="transfer-title">
      <Title order={2} size="h4" id="transfer-title" mb="xs">
        {t('payments.wallet.transferTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('payments.wallet.transferHint')}
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => void download(values))}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('payments.wallet.sum')}
            inputMode="decimal"
            w={{ base: '100%', xs: 220 }}
            {...form.getInputProps('sum')}
          />
          <Button type="submit" variant="light" mt={{ base: 0, xs: 25 }} loading={busy}>
            {t('payments.wallet.transfer')}
          </Button>
        </Group>
      </form>
    </Card>
  );
};
