import { PARCEL_CONTENT_CODES, parcelContentName } from '@jetkiz/contract';
import { formatTenge, tengeToTiyn } from '@jetkiz/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../lib/i18n.ts';
import { errorNode } from '../../../../lib/notify.ts';
import type { UserRole } from '../../../../lib/session.ts';
import { checkPromoCode } from '../../../payments/index.ts';
import type { WizardValues } from './wizard-form.ts';

// The calendar is only for priority orders: it loads with them, not with every wizard.
const ClientDateInput = lazy(async () => ({ default: (await import('./client-date-input.tsx')).ClientDateInput }));

export type PromoInfo = { kind: 'percent' | 'fixed'; value: number } | null;

type Props = {
  form: UseFormReturnType<WizardValues>;
  priority: boolean;
  role: UserRole;
  promo: PromoInfo;
  onPromo: (promo: PromoInfo) => void;
};

/** The parcel: contents, description, the priority order's extras, the customer's own number and a promo code. */
export const ParcelStep = ({ form, priority, role, promo, onPromo }: Props) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const [checking, setChecking] = useState(false);
  const values = form.getValues();
  /** Asks whether the code works for this customer today, and says what it gives; the order applies it. */
  const applyPromo = async () => {
    onPromo(null);
    const code = values.promoCode.trim();
    if (!code) return;
    setChecking(true);
    try {
      const answer = await checkPromoCode(role, code);
      form.clearFieldError('promoCode');
      onPromo({ kind: answer.kind === 'percent' ? 'percent' : 'fixed', value: answer.value });
    } catch (error) {
      form.setFieldError('promoCode', errorNode(error));
    } finally {
      setChecking(false);
    }
  };
  const promoText =
    promo &&
    (promo.kind === 'percent'
      ? t('payments.promo.percent', { value: promo.value })
      : (() => {
          const tiyn = tengeToTiyn(promo.value);
          return t('payments.promo.fixed', { value: formatTenge(tiyn.ok ? tiyn.value : 0, lang) });
        })());
  return (
    <Stack gap="sm">
      <Select
        label={t('orders.wizard.content')}
        allowDeselect={false}
        placeholder={t('orders.wizard.contentPlaceholder')}
        required
        data={PARCEL_CONTENT_CODES.map((code) => ({ value: code, label: parcelContentName(code, lang) }))}
        {...form.getInputProps('content')}
        error={form.errors['parcelInfo.content']}
        onChange={(v) => {
          form.setFieldValue('content', v);
          form.clearFieldError('parcelInfo.content');
        }}
      />
      <TextInput
        label={t('orders.wizard.description')}
        {...form.getInputProps('description')}
        error={form.errors['parcelInfo.description']}
      />
      {priority && (
        <>
          {values.productSign ? (
            // Priced by the quote: another sign is another calculation, made in the calculator.
            <TextInput label={t('orders.wizard.productSign')} readOnly value={t(`orders.productSigns.${values.productSign}`)} />
          ) : (
            <Select
              label={t('orders.wizard.productSign')}
              required
              allowDeselect={false}
              data={[1, 2].map((n) => ({ value: String(n), label: t(`orders.productSigns.${n}`) }))}
              {...form.getInputProps('productSign')}
            />
          )}
          <Suspense fallback={<TextInput label={t('orders.wizard.clientDate')} disabled />}>
            <ClientDateInput
              label={t('orders.wizard.clientDate')}
              value={values.clientDate}
              onChange={(v) => form.setFieldValue('clientDate', v)}
              error={form.errors.clientDate}
            />
          </Suspense>
          <TextInput label={t('orders.wizard.specialCondition')} {...form.getInputProps('specialCondition')} />
        </>
      )}
      <TextInput label={t('orders.wizard.clientOrderNumber')} {...form.getInputProps('clientOrderNumber')} />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('orders.wizard.promoCode')}
          {...form.getInputProps('promoCode')}
          onChange={(e) => {
            form.setFieldValue('promoCode', e.currentTarget.value);
            onPromo(null);
          }}
          description={promoText || undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          mb={form.errors.promoCode || promoText ? 24 : 0}
          onClick={() => void applyPromo()}
          disabled={!values.promoCode.trim()}
          loading={checking}
        >
          {t('payments.promo.check')}
        </Button>
      </Group>
    </Stack>
  );
};
